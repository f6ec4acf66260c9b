import type { StatementLine } from '@sewabeli/domain';
import {
  amountOf,
  type ParsedStatement,
  StatementFormatError,
  signedLine,
  withRunningBalance,
} from './parsed-statement';

/** ':61:' YYMMDD [MMDD] (C|D|RC|RD) [funds code] amount type+code customer-ref [//bank-ref] */
const STATEMENT_LINE =
  /^(\d{2})(\d{2})(\d{2})(\d{4})?(RC|RD|C|D)([A-Z])?(\d+,\d{0,2})([A-Z][A-Z0-9]{3})(.*)$/;
const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\d+,\d{0,2})$/;

interface Field {
  tag: string;
  value: string;
}

/** The fields of the text block ({4: ... -}) or of a bare MT940 file, each with its continuation lines. */
function fieldsOf(content: string): Field[] {
  const fields: Field[] = [];
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/^\{4:/, '').replace(/^-\}.*$/, '');
    const tagged = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    if (tagged) fields.push({ tag: tagged[1] as string, value: tagged[2] as string });
    else if (fields.length > 0 && line.trim() !== '' && !line.startsWith('{') && line.trim() !== '-') {
      const last = fields[fields.length - 1] as Field;
      last.value += `\n${line}`;
    }
  }
  return fields;
}

/** ':86:' information, structured (?20?21... subfields, as German and Dutch banks send it) or free text. */
function information(value: string): string {
  const flat = value.replace(/\n/g, '');
  if (/^\d{3}\?\d{2}/.test(flat) || /^\?\d{2}/.test(flat))
    return flat
      .split(/\?\d{2}/)
      .slice(1)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(' ');
  return value.replace(/\n/g, ' ').replace(/\s+/g, ' ').trim();
}

function balanceOf(value: string): number | null {
  const match = BALANCE.exec(value.trim());
  if (!match) return null;
  const sen = amountOf(match[4], 'comma') ?? 0;
  return match[1] === 'D' ? -sen : sen;
}

/**
 * SWIFT MT940 customer statement: one line per ':61:', its ':86:' as the description; a 'NONREF' customer
 * reference says there is none. Several statements in one file are read in turn. Written here: the npm
 * MT940 parsers are little used and unmaintained, and the format is small.
 */
export function parseMt940Statement(content: string): ParsedStatement {
  const fields = fieldsOf(content);
  if (!fields.some((field) => field.tag === '61' || field.tag === '60F' || field.tag === '20'))
    throw new StatementFormatError('Not an MT940 statement (no :20:, :60F: or :61: field)');
  let accountNumber: string | null = null;
  const lines: StatementLine[] = [];
  let own: StatementLine[] = [];
  let opening: number | null = null;
  const close = () => {
    lines.push(...withRunningBalance(own, opening));
    own = [];
  };
  for (const field of fields) {
    if (field.tag === '25') accountNumber ??= field.value.trim();
    else if (field.tag === '60F' || field.tag === '60M') {
      close();
      opening = balanceOf(field.value);
    } else if (field.tag === '61') {
      const [first = '', supplementary = ''] = field.value.split('\n');
      const match = STATEMENT_LINE.exec(first.trim());
      if (!match) throw new StatementFormatError(`Not an MT940 statement line: ':61:${first}'`);
      const [, yy, mm, dd, , mark, , amountText, , rest = ''] = match;
      const [customer = '', bank = ''] = rest.split('//');
      const customerRef = customer.trim() === 'NONREF' ? '' : customer.trim();
      const sen = amountOf(amountText, 'comma') ?? 0;
      const credit = mark === 'C' || mark === 'RD';
      own.push(
        signedLine(credit ? sen : -sen, {
          valueDate: `20${yy}-${mm}-${dd}`,
          description: [supplementary.trim(), bank.trim() ? customerRef : ''].filter(Boolean).join(' '),
          reference: bank.trim() || customerRef || null,
          balance: null,
        }),
      );
    } else if (field.tag === '86' && own.length > 0) {
      const last = own[own.length - 1] as StatementLine;
      last.description = [information(field.value), last.description].filter(Boolean).join(' ');
    }
  }
  close();
  return { accountNumber, lines };
}
