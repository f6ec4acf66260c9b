// Writes the sample documents of docs/document-analysis.md (the same ones the parser tests read) to a folder:
//   pnpm --filter @sewabeli/api samples [folder]      (default: docs/document-analysis-samples)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SAMPLE_DOCUMENTS,
  SCANNED_PNG,
  scannedPdf,
  toCsv,
  toPdf,
  toXlsx,
} from '../src/features/document-analysis/samples';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const folder = path.resolve(process.argv[2] ?? path.join(root, 'docs/document-analysis-samples'));
await mkdir(folder, { recursive: true });
for (const [name, rows] of Object.entries(SAMPLE_DOCUMENTS)) {
  await writeFile(path.join(folder, `${name}.csv`), toCsv(rows));
  await writeFile(path.join(folder, `${name}.xlsx`), await toXlsx(rows));
  await writeFile(path.join(folder, `${name}.pdf`), await toPdf(rows));
}
await writeFile(path.join(folder, 'scanned-statement.pdf'), await scannedPdf());
await writeFile(path.join(folder, 'scanned-statement.png'), SCANNED_PNG);
console.log(`sample documents written to ${path.relative(process.cwd(), folder) || '.'}`);
