import type { CalendarDate, CsvMapping, StatementFormat } from '@sewabeli/domain';
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

/** The statement's lines, every date checked against `today` (issue 40: a file that cannot be read is refused whole). */
export function readStatement(
  content: string,
  csvMapping: CsvMapping | null,
  today: CalendarDate,
): ParsedStatement {
  const format = detectStatementFormat(content);
  if (format === 'camt053') return parseCamt053Statement(content, today);
  if (format === 'mt940') return parseMt940Statement(content, today);
  if (!csvMapping)
    throw new StatementFormatError(
      'Save the CSV column mapping of this bank account before importing a CSV file',
    );
  return parseCsvStatement(content, csvMapping, today);
}
