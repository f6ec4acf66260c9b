// What the browser downloads, from Vite's manifest: the JavaScript the sign-in screen needs before it can draw
// (the entry, the sign-in route's chunk and everything they import statically) and every chunk's size.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const KB = 1000;

/** Issue 15: the sign-in screen within 170 kB of gzipped JavaScript, no chunk above 300 kB. */
export const BUDGETS = { signInJsGzip: 170 * KB, chunkGzip: 300 * KB };

/** The screen whose chunk, with the entry, is the sign-in route. */
export const SIGN_IN_MODULE = 'src/features/auth/pages/LoginPage.tsx';

/** @typedef {{ file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], src?: string }} ManifestChunk */

/**
 * The files of the given manifest keys and of every chunk they import statically (not the dynamic imports: those
 * load later, on another screen).
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} keys
 * @returns {string[]}
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  /** @type {string[]} */
  const files = [];
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * @param {Record<string, ManifestChunk>} manifest
 * @returns {string[]} the sign-in route's JavaScript files
 */
export function signInFiles(manifest) {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}.`);
  if (!manifest[SIGN_IN_MODULE]?.isDynamicEntry)
    throw new Error(`${SIGN_IN_MODULE} is not a route chunk of its own: is the sign-in route still lazy?`);
  return staticClosure(manifest, [...entries, SIGN_IN_MODULE]);
}

/** @param {Buffer} content */
export function compressedSizes(content) {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * @param {{ signIn: { gzip: number }, chunks: { file: string, gzip: number }[] }} sizes
 * @returns {string[]} one line per budget missed
 */
export function budgetFailures(sizes, budgets = BUDGETS) {
  const failures = [];
  if (sizes.signIn.gzip > budgets.signInJsGzip)
    failures.push(`sign-in JavaScript ${kb(sizes.signIn.gzip)} gzip > ${kb(budgets.signInJsGzip)}`);
  for (const chunk of sizes.chunks)
    if (chunk.gzip > budgets.chunkGzip)
      failures.push(`${chunk.file} ${kb(chunk.gzip)} gzip > ${kb(budgets.chunkGzip)}`);
  return failures;
}

/** @param {number} bytes */
export function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}
