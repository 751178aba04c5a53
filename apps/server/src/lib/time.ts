/** Instants are stored as ISO-8601 UTC strings on both databases. */
export const nowIso = () => new Date().toISOString();
export const isoInSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
