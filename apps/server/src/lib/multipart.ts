import { AppError } from './app-error.ts';

export const MULTIPART_MESSAGE =
  'Het formulier kan niet worden gelezen. Stuur het als multipart/form-data met een geldige boundary.';

/**
 * Errors of the multipart parser (busboy, under @fastify/multipart) about the request itself: no
 * boundary in the Content-Type, a body that ends mid-part, a malformed part header. They carry no
 * status, so without this they would be 500s; every upload route gets the same Dutch 400.
 */
export const isMultipartParseError = (error: unknown) => {
  if (!(error instanceof Error)) return false;
  return /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Malformed urlencoded form)/.test(
    error.message,
  );
};

/**
 * For the catch around a loop over `request.parts()`: errors the upload helper recognises (too
 * large, too many parts) it maps itself; anything else the parser or the request stream threw
 * (no boundary, a body cut off mid-part: "Premature close") is the request's fault, a Dutch 400.
 */
export const unreadableFormError = (error: unknown) =>
  error instanceof AppError ? error : new AppError('bad_request', MULTIPART_MESSAGE);
