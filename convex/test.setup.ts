/// <reference types="vite/client" />
/**
 * Every Convex module, for convexTest(schema, modules). Files with two or more dots
 * (tests, this file, helpers, .d.ts) are left out, as the Convex bundler does. The
 * usual single extglob "./**\/!(*.*.*)*.*s" is not understood by this Vite's globber.
 */
export const modules = import.meta.glob(["./**/*.ts", "./**/*.js", "!./**/*.*.*"]);
