/**
 * zod compiles object schemas with `new Function` when it may, probing for it first. The app's
 * Content-Security-Policy forbids eval, so in the browser that probe only produced a CSP
 * violation report (DevTools Issues, Lighthouse best practices). Schemas read zod's `jitless`
 * setting when they are built, so main.tsx imports this module before anything that builds one.
 *
 * zod keeps its settings on this global so that every copy of zod shares them; writing it here,
 * rather than calling zod's `config()`, keeps zod out of the entry chunk (page-weight budget).
 * zod-config.test.ts checks that zod still reads it.
 */
export const ZOD_SETTINGS = { jitless: true } as const;

const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, ...ZOD_SETTINGS };
