// The bundle budget (issue 15), run by `pnpm test` after the build: prints the sign-in route's JavaScript and the
// largest chunks, gzip and brotli, and exits 1 when a budget is missed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, budgetFailures, compressedSizes, kb, signInFiles } from './bundle-budget.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
/** @type {Record<string, import('./bundle-budget.mjs').ManifestChunk>} */
let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: build the web app first (pnpm build).`);
  process.exit(1);
}

/** @typedef {{ file: string, raw: number, gzip: number, brotli: number }} Measured */

const jsFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) =>
  f.endsWith('.js'),
);
/** @type {Measured[]} */
const chunks = jsFiles
  .map((file) => ({ file, ...compressedSizes(readFileSync(path.join(dist, file))) }))
  .sort((a, b) => b.gzip - a.gzip);
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
const signInChunks = signInFiles(manifest).map((file) => {
  const chunk = byFile.get(file);
  if (!chunk) throw new Error(`${file} is not a JavaScript chunk of the manifest.`);
  return chunk;
});

/** @param {Measured[]} list */
function total(list) {
  return list.reduce(
    (sum, c) => ({ raw: sum.raw + c.raw, gzip: sum.gzip + c.gzip, brotli: sum.brotli + c.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}
/** @param {string} file */
const short = (file) => file.replace('assets/', '');

const signIn = total(signInChunks);
const all = total(chunks);
const largest = chunks[0] ?? { file: '(none)', raw: 0, gzip: 0, brotli: 0 };
const rows = [
  ['Sign-in screen JavaScript', `${signInChunks.length} files`, signIn, `<= ${kb(BUDGETS.signInJsGzip)}`],
  ['Largest chunk', short(largest.file), largest, `<= ${kb(BUDGETS.chunkGzip)}`],
  ['All JavaScript', `${chunks.length} chunks`, all, ''],
];
console.log('| what | files | raw | gzip | brotli | budget (gzip) |');
console.log('|---|---|---:|---:|---:|---|');
for (const [what, files, size, budget] of /** @type {[string, string, Measured, string][]} */ (rows))
  console.log(`| ${what} | ${files} | ${kb(size.raw)} | ${kb(size.gzip)} | ${kb(size.brotli)} | ${budget} |`);
console.log(`\nSign-in files: ${signInChunks.map((c) => `${short(c.file)} ${kb(c.gzip)}`).join(', ')}`);
console.log(
  `Largest chunks: ${chunks
    .slice(0, 5)
    .map((c) => `${short(c.file)} ${kb(c.gzip)}`)
    .join(', ')}`,
);

const failures = budgetFailures({ signIn, chunks });
if (failures.length > 0) {
  console.error(`\nBundle budget missed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nBundle budget met.');
