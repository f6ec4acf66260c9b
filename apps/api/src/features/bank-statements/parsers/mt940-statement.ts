import type { CalendarDate, StatementLine } from '@sewabeli/domain';
import {
  amountOf,
  checkedDate,
  type ParsedStatement,
  StatementFormatError,
  signedLine,
  withRunningBalance,
} from './parsed-statement';

/**
 * ':61:' as banks write it: value date YYMMDD, [entry (booking) date MMDD], mark (C, D, RC, RD), [funds code: the
 * currency's third letter, as in 'DR' or 'CR' of German banks and 'DD' of HSBC Hong Kong], amount with a decimal
 * comma and optional decimals ('1000,'), transaction type (N/F/S and three characters, 'NOV ' of ING with its
 * space), then the account owner's reference [//the bank's reference].
 */
const STATEMENT_LINE =
  /^(\d{2})(\d{2})(\d{2})(\d{4})?(RC|RD|C|D)([A-Z])?(\d+(?:,\d*)?)([A-Z][A-Z0-9 ]{3})(.*)$/;
/** ':60F:' and the other balances: mark, date, currency, amount. */
const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\d+(?:,\d*)?)$/;
/** A line of MT940 is at most 65 characters: a full line was wrapped by the bank, mid-word. */
const FULL_LINE = 65;
/** The account owner's reference is 16 characters; some banks (Rabobank) write the payer's name after it. */
const OWNER_REFERENCE = 16;
/** The keys of structured ':86:' (SEPA dialects of ING, ABN AMRO, Rabobank; HSBC's /OCMT/): the values are kept. */
const SLASH_KEY =
  /\/(?:TRTP|IBAN|BIC|NAME|REMI|EREF|MARF|CSID|ORDP|BENM|ID|ADDR|USTD|STRD|CDTRREF|CDTRREFTP|CD|ISSR|PREF|RTRN|PURP|ULTC|ULTD|ULTB|OCMT|CHGS|EXCH|OGB|VA|OSDR|SUM|ACCW|BUSP|CNTP)\//;

interface Field {
  tag: string;
  /** The file's line the field starts on (1-based). */
  line: number;
  /** Its text: the first line after the tag, then each continuation line, joined as the bank wrapped them. */
  text: string;
}

/** The fields of the text block ({4: ... -}) or of a bare MT940 file, each with its continuation lines. */
function fieldsOf(content: string): Field[] {
  const fields: Field[] = [];
  let wrapped = false;
  content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, i) => {
      const line = raw.replace(/^.*\{4:/, '').replace(/^-\}.*$/, '');
      const tagged = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
      if (tagged) fields.push({ tag: tagged[1] as string, line: i + 1, text: tagged[2] as string });
      else if (fields.length > 0 && line.trim() !== '' && !line.startsWith('{') && line.trim() !== '-') {
        const last = fields[fields.length - 1] as Field;
        last.text += wrapped ? line : `\n${line}`;
      }
      wrapped = raw.length >= FULL_LINE;
    });
  return fields;
}

/**
 * ':86:' information as one text: structured by '?20'..'?29' subfields (German, Dutch and Polish banks), by
 * '/REMI/'-style keys (SEPA dialects), or free text on several lines.
 */
function information(value: string): string {
  const flat = value.replace(/\n/g, ' ');
  if (/^\d{3}\?\d{2}/.test(value) || /^\?\d{2}/.test(value))
    return value
      .replace(/\n/g, '')
      .split(/\?\d{2}/)
      .slice(1)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(' ');
  if (/^\s*\/[A-Z]{2,9}\//.test(value) && SLASH_KEY.test(value))
    return flat
      .split(new RegExp(SLASH_KEY.source, 'g'))
      .map((part) => part.replace(/^\/+|\/+$/g, '').trim())
      .filter((part) => part !== '')
      .join(' ')
      .replace(/\s+/g, ' ');
  return flat.replace(/\s+/g, ' ').trim();
}

function balanceOf(value: string): { amount: number; currency: string } | null {
  const match = BALANCE.exec(value.trim());
  if (!match) return null;
  const sen = amountOf(match[4], 'comma') ?? 0;
  return { amount: match[1] === 'D' ? -sen : sen, currency: match[3] as string };
}

/** The entry date (MMDD) in the year that puts it nearest the value date (a December entry valued in January). */
function entryYear(valueYear: number, valueMonth: number, entryMonth: number): number {
  if (entryMonth - valueMonth > 6) return valueYear - 1;
  if (valueMonth - entryMonth > 6) return valueYear + 1;
  return valueYear;
}

interface Entry {
  line: StatementLine;
  information: string[];
  details: string;
}

function statementLine(field: Field, today: CalendarDate): Entry {
  const [first = '', ...more] = field.text.split('\n');
  const match = STATEMENT_LINE.exec(first.trim());
  if (!match)
    throw new StatementFormatError(`Line ${field.line}: not an MT940 statement line: ':61:${first}'`);
  const [, yy, mm, dd, entry, mark, , amountText, , rest = ''] = match;
  const year = 2000 + Number(yy);
  const valueDate = checkedDate({ year, month: Number(mm), day: Number(dd) }, { line: field.line }, today);
  const entryMonth = entry ? Number(entry.slice(0, 2)) : 0;
  const bookingDate = entry
    ? checkedDate(
        { year: entryYear(year, Number(mm), entryMonth), month: entryMonth, day: Number(entry.slice(2)) },
        { line: field.line },
        today,
      )
    : null;
  const [owner = '', bank = ''] = rest.split('//');
  const ownerReference = owner.slice(0, OWNER_REFERENCE).trim();
  const customerRef = ownerReference === 'NONREF' ? '' : ownerReference;
  const sen = amountOf(amountText, 'comma') ?? 0;
  const credit = mark === 'C' || mark === 'RD';
  const bankReference = bank.trim().slice(0, OWNER_REFERENCE);
  return {
    line: signedLine(credit ? sen : -sen, {
      valueDate,
      bookingDate,
      description: '',
      reference: bankReference || customerRef || null,
      balance: null,
    }),
    information: [],
    details: [
      ...more.map((text) => text.trim()),
      owner.slice(OWNER_REFERENCE).trim(),
      bank.trim().slice(OWNER_REFERENCE).trim(),
      bankReference ? customerRef : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

const described = (entry: Entry): StatementLine => ({
  ...entry.line,
  description: [...entry.information, entry.details].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim(),
});

/**
 * SWIFT MT940 customer statement: one line per ':61:', its ':86:' lines as the description; a 'NONREF' customer
 * reference says there is none. Several statements in one file (each from its ':20:') are read in turn, each with
 * its running balance from its opening balance. Written here: the npm MT940 parsers are little used and
 * unmaintained, and the format is small. Dates are checked as they are read (issue 40).
 */
export function parseMt940Statement(content: string, today: CalendarDate): ParsedStatement {
  const fields = fieldsOf(content);
  if (!fields.some((field) => field.tag === '61' || field.tag === '60F' || field.tag === '20'))
    throw new StatementFormatError('Not an MT940 statement (no :20:, :60F: or :61: field)');
  let accountNumber: string | null = null;
  const currencies: string[] = [];
  const lines: StatementLine[] = [];
  let own: Entry[] = [];
  let opening: number | null = null;
  // The ':61:' a ':86:' belongs to: only right after it (a ':86:' after ':62F:' speaks of the whole statement).
  let current: Entry | null = null;
  const close = () => {
    lines.push(...withRunningBalance(own.map(described), opening));
    own = [];
  };
  for (const field of fields) {
    if (field.tag === '86' && current) {
      current.information.push(information(field.text));
      continue;
    }
    current = null;
    if (field.tag === '20') {
      close();
      opening = null;
    } else if (field.tag === '25') accountNumber ??= field.text.trim();
    else if (field.tag === '60F' || field.tag === '60M') {
      close();
      const balance = balanceOf(field.text);
      opening = balance?.amount ?? null;
      if (balance) currencies.push(balance.currency);
    } else if (['62F', '62M', '64', '65'].includes(field.tag)) {
      const balance = balanceOf(field.text);
      if (balance) currencies.push(balance.currency);
    } else if (field.tag === '61') {
      current = statementLine(field, today);
      own.push(current);
    }
  }
  close();
  return { accountNumber, currencies: [...new Set(currencies)], lines };
}
