// Placeholder: zod schemas of the items endpoints (request and response), shared by server and web.
export {};
