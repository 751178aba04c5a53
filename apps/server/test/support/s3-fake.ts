import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An aws-chunked body (streamed uploads with a trailing checksum) back to its plain bytes. */
const decodeAwsChunked = (body: Buffer): Buffer => {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A minimal S3-compatible server on loopback (path-style PUT/GET/DELETE of objects and
 * ListObjectsV2 with a prefix), enough to prove the app talks the S3 protocol through
 * @aws-sdk/client-s3. Objects are keyed '/<bucket>/<key>'.
 */
export const startFakeS3 = async () => {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = decodeURIComponent(url.pathname);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        const raw = Buffer.concat(chunks);
        const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked');
        objects.set(key, {
          body: chunked ? decodeAwsChunked(raw) : raw,
          contentType: String(req.headers['content-type'] ?? ''),
        });
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const bucket = key.replace(/\/$/, '');
        const prefix = `${bucket}/${url.searchParams.get('prefix') ?? ''}`;
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const contents = keys
          .map((k) => {
            const name = k.slice(bucket.length + 1);
            return `<Contents><Key>${escapeXml(name)}</Key><Size>${objects.get(k)?.body.length ?? 0}</Size></Contents>`;
          })
          .join('');
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${escapeXml(bucket.slice(1))}</Name><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
          );
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        res
          .writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length })
          .end(found.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    objects,
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(r)),
  };
};

/** The S3_* environment that points the app at a fake S3 server. */
export const fakeS3Env = (endpoint: string, bucket = 'verhuur') => ({
  S3_BUCKET: bucket,
  S3_REGION: 'eu-west-1',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'test',
  S3_SECRET_ACCESS_KEY: 'test-secret',
  S3_FORCE_PATH_STYLE: 'true',
});
