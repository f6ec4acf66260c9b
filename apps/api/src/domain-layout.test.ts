import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 42, the layout of packages/domain (kept beside architecture.test.ts: the domain itself has no node types).
 * A feature's schemas sit beside its rules (`<feature>/<feature>.schema.ts`), so one change touches one folder;
 * a folder that grows past 20 files is grouped by sub-feature (loan/flat-rate, collections/reports...).
 */
const domainSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/domain/src');
const MAX_FILES_PER_FOLDER = 20;

const folders = [
  '.',
  ...readdirSync(domainSrc, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(domainSrc, path.join(entry.parentPath, entry.name))),
];
const filesIn = (folder: string) =>
  readdirSync(path.join(domainSrc, folder), { withFileTypes: true }).filter((entry) => entry.isFile()).length;

describe('packages/domain layout (issue 42)', () => {
  it(`no folder holds more than ${MAX_FILES_PER_FOLDER} files`, () => {
    const crowded = folders
      .filter((folder) => filesIn(folder) > MAX_FILES_PER_FOLDER)
      .map((folder) => `${folder}: ${filesIn(folder)} files`);
    expect(crowded).toEqual([]);
  });

  it('schemas live in their feature folder, not in a folder of schemas', () => {
    const apart = folders.filter((folder) => path.basename(folder) === 'schemas' && filesIn(folder) > 0);
    expect(apart).toEqual([]);
  });
});
