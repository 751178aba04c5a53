import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing (source maps are left alone: only devtools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|csv|xml|webmanifest)$/;
const MIN_BYTES = 256;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
};

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip -9) next to every text file of the build,
 * so the server sends compressed files without spending CPU per request (@fastify/static
 * `preCompressed`). A compressed copy that is not smaller than the file is not written. (The
 * stamp of a complete build, with the hash of its sources, is written by
 * apps/server/src/cli/ensure-web-build.ts after both builds.)
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const raw = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
};
