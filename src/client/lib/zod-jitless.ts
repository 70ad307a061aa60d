import { config } from 'zod/v4/core';

/**
 * Zod runs without eval in the browser (decision 0074). The site's CSP (`script-src 'self'`) forbids
 * it, so Zod's compiled object parsers could never run here; left to find that out, Zod tries
 * `new Function` on its first schema, a CSP violation on every page load. Imported by the loader (main.tsx)
 * before the app, so before any module that builds a schema.
 */
config({ jitless: true });
