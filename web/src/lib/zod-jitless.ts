/**
 * Zod compiles fast object parsers with `new Function` and probes for it first; under the app's CSP (script-src
 * 'self', SECURITY.md) the probe is refused and Chromium logs a CSP issue on every page that builds a schema, which
 * costs Lighthouse's best-practices score. Jitless parsing is plenty fast for forms. Zod reads this global when its
 * first module loads, so main.tsx imports this file before anything else.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
