/**
 * zod compiles fast parsers with `new Function` when it may; under the app's CSP (no
 * 'unsafe-eval') its probe for that is refused and shows up as a CSP issue in the browser
 * (Lighthouse's best practices). zod reads its global config from this object, so setting it here,
 * before any schema is made, skips the probe. Set before zod loads; costs no download.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
