// Placeholder: zod schemas of the contacts endpoints (request and response), shared by server and web.
export {};
