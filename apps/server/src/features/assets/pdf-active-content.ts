import { PDFArray, PDFDict, type PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';

/**
 * Whether a PDF carries active content a reader may run when it opens the file from our origin:
 * JavaScript (document-level scripts in /Names /JavaScript, /JS in any action, /OpenAction or /AA
 * triggers, form-field calculations), actions that launch a program or play rich media, and XFA
 * forms (which carry scripts of their own). pdf-lib loads every object, also those packed in
 * object streams, and decodes escaped names (/J#53 is /JS), so every dictionary of the file is
 * looked at, wherever it hangs (catalog, pages, annotations, form fields, outlines).
 * Answers what was found (for the log), or null. The document is loaded by pdfProblem
 * (pdf-check.ts), which refuses a file pdf-lib cannot load before this runs.
 */
export const pdfActiveContent = (doc: PDFDocument): string | null => {
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const found = activeIn(object, 0);
    if (found) return `${found} in object ${ref.toString()}`;
  }
  // A trailer may hold its own dictionaries (e.g. /Root given inline by a hand-made file).
  return activeIn(doc.context.trailerInfo.Root as PDFObject | undefined, 0);
};

/** Keys whose presence alone means scripts or programs (the value may be encrypted text). */
const ACTIVE_KEYS = new Set(['/JS', '/JavaScript', '/XFA', '/Launch']);
/** Action types (/S) that run code or start something outside the reader. */
const ACTIVE_ACTIONS = new Set(['/JavaScript', '/Launch', '/RichMediaExecute', '/ImportData']);
// Nesting deeper than this inside one object is not a document we want to read.
const MAX_DEPTH = 64;

const activeIn = (object: PDFObject | undefined, depth: number): string | null => {
  if (object === undefined || depth > MAX_DEPTH) return depth > MAX_DEPTH ? 'too deeply nested' : null;
  if (object instanceof PDFStream) return activeIn(object.dict, depth + 1);
  if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) {
      const found = activeIn(object.get(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!(object instanceof PDFDict)) return null;
  for (const [key, value] of object.entries()) {
    const name = key.asString();
    if (ACTIVE_KEYS.has(name)) return `key ${name}`;
    if (name === '/S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.asString())) {
      return `action ${value.asString()}`;
    }
    const found = activeIn(value, depth + 1);
    if (found) return found;
  }
  return null;
};
