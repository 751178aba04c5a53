// Placeholder: zod schemas of the invoices endpoints (request and response), shared by server and web.
export {};
