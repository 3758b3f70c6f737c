/**
 * Issue 15 (Content-Security-Policy): zod probes for eval (new Function) when it builds an object schema,
 * to compile faster parsers; the policy forbids eval and the probe alone is reported as a violation.
 * Parsing works the same without it. zod reads its settings from this global, which it creates when
 * absent; main.tsx imports this module first, and it does not import zod, so zod stays out of the first
 * load (vite.config.ts). Not `z.config()`: the build treats z.* calls as pure and would drop it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
