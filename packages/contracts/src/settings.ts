// Placeholder: zod schemas of the settings endpoints (request and response), shared by server and web.
export {};
