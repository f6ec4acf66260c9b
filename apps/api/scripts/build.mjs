// Compiles the API for production: one ESM file with the workspace packages (TypeScript sources) bundled in, and
// every npm package left external, imported by its resolved path relative to the output so that node loads it
// from the install's node_modules without a TypeScript loader.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(root, 'dist');

/** @type {import('esbuild').Plugin} */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (
        args.path.startsWith('@sewabeli/') ||
        args.path.startsWith('node:') ||
        args.pluginData === 'inner'
      ) {
        return undefined;
      }
      const resolved = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'inner',
      });
      if (resolved.errors.length > 0 || !resolved.path || !path.isAbsolute(resolved.path)) {
        return { path: args.path, external: true };
      }
      const relative = path.relative(outdir, resolved.path).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
  },
};

const started = Date.now();
// The server, and the job workers alone (`pnpm worker`, issue 30); pg-boss stays external like every npm package.
await build({
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    worker: path.join(root, 'src/worker-main.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
console.log(
  `api compiled to ${path.relative(process.cwd(), outdir)}/server.mjs and worker.mjs in ${Date.now() - started} ms`,
);
