import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The same default as the server (`<repo>/data`), so `pnpm db:seed` and `pnpm start` share one database. */
export const cliDataDir = (): string =>
  process.env.DATA_DIR || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data');
