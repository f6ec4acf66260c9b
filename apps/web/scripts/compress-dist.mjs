// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of dist, once, at
// the highest levels, so that the API sends them as they are (@fastify/static `preCompressed`) without compressing
// on every request. Source maps are skipped: they are never served.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const started = Date.now();
let files = 0;
let before = 0;
let afterBrotli = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (path.relative(dist, file).startsWith('.vite')) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  before += content.length;
  afterBrotli += Math.min(brotli.length, content.length);
}
console.log(
  `compressed ${files} files of dist (${(before / 1000).toFixed(0)} kB -> ${(afterBrotli / 1000).toFixed(0)} kB brotli) in ${Date.now() - started} ms`,
);
