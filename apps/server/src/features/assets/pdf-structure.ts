import zlib from 'node:zlib';

/**
 * A structural check of a PDF without a PDF library: `startxref` at the end points at a real
 * cross-reference section (a classic `xref` table with its trailer, or an xref stream), the
 * sections chain back through `/Prev`, and the `/Root` catalog they name is an object where they
 * say it is. A file that only starts with `%PDF-` and ends with `%%EOF` (HTML, a script, a
 * truncated download) fails; what pdfkit, office suites and incremental updates write passes.
 * Answers null when the structure holds, otherwise why not (for the log; the user gets one message).
 */
export const pdfStructureProblem = (buffer: Buffer): string | null => {
  try {
    return check(buffer);
  } catch (err) {
    return err instanceof PdfStructureError ? err.message : 'unreadable structure';
  }
};

class PdfStructureError extends Error {}
const fail = (why: string): never => {
  throw new PdfStructureError(why);
};

type XrefEntry =
  | { kind: 'offset'; offset: number }
  | { kind: 'compressed'; stream: number }
  | { kind: 'free' };
type XrefSection = { entries: Map<number, XrefEntry>; trailer: string };

// Sections an incremental update chain may have before we call it a loop or a bomb.
const MAX_SECTIONS = 256;
// The `startxref` at the end sits in the last bytes; some writers append a little after %%EOF.
const TAIL_BYTES = 4096;
// Decompressed xref streams larger than this are not a certificate we want to parse.
const MAX_XREF_STREAM_BYTES = 32 * 1024 * 1024;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

const text = (buffer: Buffer, from: number, length: number) =>
  buffer.subarray(from, Math.min(buffer.length, from + length)).toString('latin1');

const skipWhitespace = (buffer: Buffer, at: number) => {
  let i = at;
  while (i < buffer.length && WHITESPACE.has(buffer[i] ?? 0)) i++;
  return i;
};

/** The `<< … >>` dictionary starting at `start` (nested dictionaries included), as text. */
const dictionaryAt = (source: string, start: number): string => {
  if (!source.startsWith('<<', start)) fail('dictionary expected');
  let depth = 0;
  for (let i = start; i < source.length - 1; i++) {
    if (source[i] === '<' && source[i + 1] === '<') {
      depth++;
      i++;
    } else if (source[i] === '>' && source[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return source.slice(start, i + 1);
    }
  }
  return fail('unterminated dictionary');
};

const refIn = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+(\\d+)\\s+R`).exec(dict);
  return match ? Number(match[1]) : null;
};

const numberIn = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)(?![\\d.]|\\s+\\d+\\s+R)`).exec(dict);
  return match ? Number(match[1]) : null;
};

const check = (buffer: Buffer): string | null => {
  const headerAt = buffer.subarray(0, 1024).indexOf('%PDF-');
  if (headerAt < 0 || !/^%PDF-\d\.\d/.test(text(buffer, headerAt, 8))) return 'no %PDF- header';

  const tailStart = Math.max(0, buffer.length - TAIL_BYTES);
  const tail = text(buffer, tailStart, TAIL_BYTES);
  const last = [...tail.matchAll(/startxref\s+(\d{1,12})\s+%%EOF/g)].pop();
  if (!last) return 'no startxref … %%EOF at the end';

  // Offsets count from the file's start; a few writers count from the %PDF- header instead.
  const shifts = headerAt > 0 ? [0, headerAt] : [0];
  const sections: XrefSection[] = [];
  const seen = new Set<number>();
  const pending = [Number(last[1])];
  let shift: number | null = null;
  while (pending.length > 0) {
    const offset = pending.shift() as number;
    if (seen.has(offset)) continue;
    if (seen.size >= MAX_SECTIONS) return 'too many cross-reference sections';
    seen.add(offset);
    let section: XrefSection | null = null;
    const candidates: number[] = shift === null ? shifts : [shift];
    for (const candidate of candidates) {
      section = readSection(buffer, offset + candidate);
      if (section) {
        shift = candidate;
        break;
      }
    }
    if (!section) return `no cross-reference section at ${offset}`;
    sections.push(section);
    const hybrid = numberIn(section.trailer, 'XRefStm');
    if (hybrid !== null) pending.push(hybrid);
    const prev = numberIn(section.trailer, 'Prev');
    if (prev !== null) pending.push(prev);
  }

  const root = sections.map((s) => refIn(s.trailer, 'Root')).find((r) => r !== null);
  if (root === undefined || root === null) return 'no /Root in the trailer';
  const entryOf = (num: number) => sections.map((s) => s.entries.get(num)).find((e) => e !== undefined);
  const base = shift ?? 0;

  const entry = entryOf(root);
  if (!entry || entry.kind === 'free') return 'the catalog is not in the cross-reference';
  if (entry.kind === 'offset') {
    const dict = objectDictionaryAt(buffer, entry.offset + base, root);
    if (dict === null) return 'the catalog is not where the cross-reference says';
    if (!/\/Type\s*\/Catalog\b/.test(dict)) return 'the root object is not a catalog';
    return null;
  }
  // The catalog sits in an object stream: that stream must be where the cross-reference says.
  const container = entryOf(entry.stream);
  if (container?.kind !== 'offset') return 'the catalog stream is not in the cross-reference';
  const dict = objectDictionaryAt(buffer, container.offset + base, entry.stream);
  if (dict === null || !/\/Type\s*\/ObjStm\b/.test(dict))
    return 'the catalog stream is not where it should be';
  return null;
};

/** The dictionary of object `num` when its `num gen obj` header is at `offset`, else null. */
const objectDictionaryAt = (buffer: Buffer, offset: number, num: number): string | null => {
  if (offset < 0 || offset >= buffer.length) return null;
  const start = skipWhitespace(buffer, offset);
  const head = text(buffer, start, 64 * 1024);
  const match = /^(\d+)\s+(\d+)\s+obj\s*/.exec(head);
  if (!match || Number(match[1]) !== num) return null;
  const rest = match[0].length;
  return head.startsWith('<<', rest) ? dictionaryAt(head, rest) : '';
};

/** The cross-reference section (table or stream) at `offset`, or null when there is none. */
const readSection = (buffer: Buffer, offset: number): XrefSection | null => {
  if (offset < 0 || offset >= buffer.length) return null;
  const start = skipWhitespace(buffer, offset);
  if (text(buffer, start, 4) === 'xref') return readTable(buffer, start + 4);
  if (/^\d+\s+\d+\s+obj\b/.test(text(buffer, start, 32))) return readStream(buffer, start);
  return null;
};

const readTable = (buffer: Buffer, from: number): XrefSection | null => {
  const entries = new Map<number, XrefEntry>();
  let at = from;
  const maxEntries = Math.ceil(buffer.length / 20);
  for (;;) {
    at = skipWhitespace(buffer, at);
    const head = text(buffer, at, 48);
    if (head.startsWith('trailer')) {
      const dictStart = skipWhitespace(buffer, at + 'trailer'.length);
      const trailer = dictionaryAt(text(buffer, dictStart, 64 * 1024), 0);
      return { entries, trailer };
    }
    const subsection = /^(\d{1,10})[ \t]+(\d{1,10})[ \t]*\r?\n?/.exec(head);
    if (!subsection) return null;
    const first = Number(subsection[1]);
    const count = Number(subsection[2]);
    if (entries.size + count > maxEntries) return null;
    at += subsection[0].length;
    // Entries are meant to be 20 bytes (10-digit offset, 5-digit generation, n/f, two-byte end);
    // a few writers get the spacing or line end wrong, which readers accept, so we do too.
    const block = text(buffer, at, count * 24);
    const row = /[ \t]*(\d{1,10})[ \t]+(\d{1,5})[ \t]+([nf])[ \t]*(?:\r\n|\r|\n)?/y;
    for (let i = 0; i < count; i++) {
      const match = row.exec(block);
      if (!match) return null;
      const num = first + i;
      if (!entries.has(num)) {
        entries.set(num, match[3] === 'n' ? { kind: 'offset', offset: Number(match[1]) } : { kind: 'free' });
      }
    }
    at += row.lastIndex;
  }
};

const readStream = (buffer: Buffer, start: number): XrefSection | null => {
  const head = text(buffer, start, 64 * 1024);
  const header = /^\d+\s+\d+\s+obj\s*/.exec(head);
  if (!header || !head.startsWith('<<', header[0].length)) return null;
  const dict = dictionaryAt(head, header[0].length);
  if (!/\/Type\s*\/XRef\b/.test(dict)) return null;
  const widths = /\/W\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(dict);
  const size = numberIn(dict, 'Size');
  if (!widths || size === null) return null;
  const w = [Number(widths[1]), Number(widths[2]), Number(widths[3])] as const;
  if (w.some((n) => n > 8) || w[1] === 0) return null;

  const afterDict = header[0].length + dict.length;
  const streamKeyword = /^\s*stream\r?\n/.exec(head.slice(afterDict));
  if (!streamKeyword) return null;
  const dataStart = start + afterDict + streamKeyword[0].length;
  const length = numberIn(dict, 'Length');
  const dataEnd = length !== null ? dataStart + length : buffer.indexOf('endstream', dataStart);
  if (dataEnd < dataStart || dataEnd > buffer.length) return null;
  if (!text(buffer, dataEnd, 32).trimStart().startsWith('endstream')) return null;

  let data = buffer.subarray(dataStart, dataEnd);
  const filter = /\/Filter\s*\[?\s*\/(\w+)\s*\]?/.exec(dict)?.[1];
  if (filter === 'FlateDecode') data = zlib.inflateSync(data, { maxOutputLength: MAX_XREF_STREAM_BYTES });
  else if (filter !== undefined) return null;
  const predictor = numberIn(dict, 'Predictor') ?? 1;
  const rowBytes = w[0] + w[1] + w[2];
  if (predictor >= 10) data = undoPngPredictor(data, numberIn(dict, 'Columns') ?? rowBytes);
  else if (predictor !== 1) return null;

  const index = /\/Index\s*\[([\d\s]*)\]/.exec(dict)?.[1]?.trim().split(/\s+/).map(Number) ?? [0, size];
  const entries = new Map<number, XrefEntry>();
  const field = (row: number, skip: number, width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + (data[row * rowBytes + skip + i] ?? 0);
    return value;
  };
  let row = 0;
  for (let pair = 0; pair + 1 < index.length; pair += 2) {
    const first = index[pair] ?? 0;
    const count = index[pair + 1] ?? 0;
    if ((row + count) * rowBytes > data.length) return null;
    for (let i = 0; i < count; i++, row++) {
      // A missing type field means type 1 (an object at an offset).
      const type = w[0] === 0 ? 1 : field(row, 0, w[0]);
      const second = field(row, w[0], w[1]);
      entries.set(
        first + i,
        type === 1
          ? { kind: 'offset', offset: second }
          : type === 2
            ? { kind: 'compressed', stream: second }
            : { kind: 'free' },
      );
    }
  }
  return { entries, trailer: dict };
};

/** PNG predictors (PDF /Predictor 10-15): each row starts with its filter byte. */
const undoPngPredictor = (data: Buffer, columns: number): Buffer => {
  const stride = columns + 1;
  if (columns < 1 || data.length % stride !== 0) fail('bad predictor rows');
  const rows = data.length / stride;
  const out = Buffer.alloc(rows * columns);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * stride];
    for (let c = 0; c < columns; c++) {
      const raw = data[r * stride + 1 + c] ?? 0;
      const left = c > 0 ? (out[r * columns + c - 1] ?? 0) : 0;
      const up = r > 0 ? (out[(r - 1) * columns + c] ?? 0) : 0;
      const upLeft = r > 0 && c > 0 ? (out[(r - 1) * columns + c - 1] ?? 0) : 0;
      let value: number;
      if (filter === 0) value = raw;
      else if (filter === 1) value = raw + left;
      else if (filter === 2) value = raw + up;
      else if (filter === 3) value = raw + Math.floor((left + up) / 2);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else return fail('unknown predictor filter');
      out[r * columns + c] = value & 0xff;
    }
  }
  return out;
};
