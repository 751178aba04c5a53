type Payload = Record<string, unknown>;

/** True when the payload holds a File or Blob at any depth (then it is sent as multipart). */
export function hasFiles(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(hasFiles);
  if (value && typeof value === 'object') return Object.values(value).some(hasFiles);
  return false;
}

/**
 * Turns a payload into multipart form data: files as files, arrays as repeated `key[]`, plain objects
 * as JSON strings, booleans as 'true'/'false'; null and undefined are left out.
 */
export function toFormData(payload: Payload): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) append(form, key, value);
  return form;
}

function append(form: FormData, key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (value instanceof File) form.append(key, value, value.name);
  else if (value instanceof Blob) form.append(key, value);
  else if (Array.isArray(value)) {
    const name = key.endsWith('[]') ? key : `${key}[]`;
    for (const item of value) append(form, name, item);
  } else if (typeof value === 'object') form.append(key, JSON.stringify(value));
  else form.append(key, String(value));
}
