import { escapeHtml } from '../../lib/escape-html.ts';

/** The small public page a customer sees around an iDEAL payment (no SPA, no company data). */
export const idealPageHtml = (message: string) => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Betaling</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;">
<main><h1 style="font-size:1.4rem;">Betaling</h1><p>${escapeHtml(message)}</p></main>
</body></html>`;
