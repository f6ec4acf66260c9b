import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The smallest files whose content the server's upload check accepts (decisions §8): a real PDF and PNG. */
export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const TEST_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6390cfdff21f0004350242a21285cb0000000049454e44ae426082',
  'hex',
);

/** Files on disk as an officer picks them in the file chooser: `fileOnDisk(name, data)` answers the path. */
export function filesOnDisk(prefix: string): (name: string, data: Buffer | string) => string {
  const dir = mkdtempSync(path.join(tmpdir(), `sewabeli-e2e-${prefix}-`));
  return (name, data) => {
    const target = path.join(dir, name);
    writeFileSync(target, data);
    return target;
  };
}
