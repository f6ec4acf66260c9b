import type { CsvMapping, StatementFormat } from '@sewabeli/domain';
import { parseCamt053Statement } from './camt053-statement';
import { parseCsvStatement } from './csv-statement';
import { parseMt940Statement } from './mt940-statement';
import { type ParsedStatement, StatementFormatError } from './parsed-statement';

/** The format of a statement file by its content: camt.053 XML, MT940 (starts with a SWIFT block or a :20:), CSV. */
export function detectStatementFormat(content: string): StatementFormat {
  const head = content
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 2000);
  if (head.startsWith('<')) return 'camt053';
  if (/^\{1:/.test(head) || /^:20:/m.test(head)) return 'mt940';
  return 'csv';
}

export function readStatement(content: string, csvMapping: CsvMapping | null): ParsedStatement {
  const format = detectStatementFormat(content);
  if (format === 'camt053') return parseCamt053Statement(content);
  if (format === 'mt940') return parseMt940Statement(content);
  if (!csvMapping)
    throw new StatementFormatError(
      'Save the CSV column mapping of this bank account before importing a CSV file',
    );
  return parseCsvStatement(content, csvMapping);
}
