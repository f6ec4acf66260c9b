import { type CalendarDate, type StatementLine, statementDate } from '@sewabeli/domain';
import { XMLParser } from 'fast-xml-parser';
import {
  amountOf,
  lineAt,
  type ParsedStatement,
  StatementFormatError,
  signedLine,
  withRunningBalance,
} from './parsed-statement';

// biome-ignore lint/suspicious/noExplicitAny: the XML tree is read field by field below, each with its fallback.
type Node = any;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Bal', 'NtryDtls'].includes(name),
});

const text = (node: Node): string => {
  if (node === undefined || node === null) return '';
  if (typeof node === 'object') return String(node['#text'] ?? '');
  return String(node);
};

const dateText = (node: Node): string => text(node?.Dt ?? node?.DtTm);

/** The currency an amount is given in (`<Amt Ccy="MYR">`), '' when it says none. */
const currencyOf = (node: Node): string =>
  node && typeof node === 'object' ? String(node['@Ccy'] ?? '').trim() : '';

/** Where each entry starts in the file, to name the line of a date that cannot be taken. */
function entryOffsets(content: string): number[] {
  return [...content.matchAll(/<(?:[\w.-]+:)?Ntry[\s>]/g)].map((match) => match.index);
}

/**
 * A date of an entry (BookgDt, ValDt: a Dt or a DtTm), checked by the domain's rule; the line is looked up only for
 * a date refused (a large file has thousands of entries). null when the entry gives none.
 */
function checkedEntryDate(
  node: Node,
  where: { content: string; entryAt: number },
  today: CalendarDate,
): CalendarDate | null {
  const written = dateText(node);
  if (written === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(written);
  const parts = match
    ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
    : { year: Number.NaN, month: 0, day: 0 };
  const answer = statementDate(parts, { line: 0, written: match ? undefined : written }, today);
  if ('date' in answer) return answer.date;
  const at = where.content.indexOf(written, where.entryAt);
  const line = lineAt(where.content, at === -1 ? where.entryAt : at);
  const issue = statementDate(parts, { line, written: match ? undefined : written }, today);
  throw new StatementFormatError('issue' in issue ? issue.issue : answer.issue);
}

function amountNode(node: Node, indicator: string): number {
  const sen = amountOf(text(node), 'dot') ?? 0;
  return indicator === 'DBIT' ? -sen : sen;
}

/** The opening booked balance (OPBD, or PRCD: the previous closing), when the statement gives it. */
function openingBalance(statement: Node): number | null {
  for (const balance of statement.Bal ?? []) {
    const code = text(balance?.Tp?.CdOrPrtry?.Cd);
    if (code === 'OPBD' || code === 'PRCD') return amountNode(balance.Amt, text(balance.CdtDbtInd));
  }
  return null;
}

function partyName(details: Node): string {
  const parties = details?.RltdPties ?? {};
  return text(parties.Dbtr?.Nm ?? parties.Dbtr?.Pty?.Nm ?? parties.Cdtr?.Nm ?? parties.Cdtr?.Pty?.Nm);
}

/** What a payer wrote: the unstructured remittance lines and the structured creditor reference. */
function remittance(details: Node): string[] {
  const info = details?.RmtInf ?? {};
  const unstructured = (info.Ustrd ?? []).map(text);
  const structured = text(info.Strd?.CdtrRefInf?.Ref);
  return [...unstructured, structured];
}

/**
 * ISO 20022 camt.053 (BankToCustomerStatement, versions 02 to 08): one line per entry (Ntry), or per
 * transaction of a batch entry whose transactions carry their own amounts. Booked entries only.
 */
export function parseCamt053Statement(content: string, today: CalendarDate): ParsedStatement {
  let document: Node;
  try {
    document = parser.parse(content);
  } catch (error) {
    throw new StatementFormatError(`The XML file cannot be read: ${(error as Error).message}`);
  }
  const statements: Node[] | undefined = document?.Document?.BkToCstmrStmt?.Stmt;
  if (!statements) throw new StatementFormatError('Not a camt.053 statement (no BkToCstmrStmt/Stmt)');
  const lines: StatementLine[] = [];
  const currencies: string[] = [];
  let accountNumber: string | null = null;
  const offsets = entryOffsets(content);
  let entryIndex = -1;
  for (const statement of statements) {
    accountNumber ??= text(statement.Acct?.Id?.IBAN ?? statement.Acct?.Id?.Othr?.Id) || null;
    currencies.push(
      text(statement.Acct?.Ccy),
      ...(statement.Bal ?? []).map((balance: Node) => currencyOf(balance?.Amt)),
    );
    const statementCurrency = text(statement.Acct?.Ccy) || currencyOf(statement.Bal?.[0]?.Amt);
    const own: StatementLine[] = [];
    for (const entry of statement.Ntry ?? []) {
      entryIndex += 1;
      const status = text(entry.Sts?.Cd ?? entry.Sts);
      if (status !== '' && status !== 'BOOK') continue;
      const indicator = text(entry.CdtDbtInd);
      const where = { content, entryAt: offsets[entryIndex] ?? 0 };
      const bookingDate = checkedEntryDate(entry.BookgDt, where, today);
      const valueDate = checkedEntryDate(entry.ValDt, where, today) ?? bookingDate;
      if (!valueDate)
        throw new StatementFormatError(`Line ${lineAt(content, where.entryAt)}: the entry has no date`);
      const transactions: Node[] = (entry.NtryDtls ?? []).flatMap((details: Node) => details.TxDtls ?? []);
      const split = transactions.length > 1 && transactions.every((tx) => tx.Amt ?? tx.AmtDtls?.TxAmt?.Amt);
      const parts = split ? transactions : [transactions[0]];
      for (const [i, tx] of parts.entries()) {
        // A batch entry's transactions each carry their amount; one transaction may carry its own as well.
        const txAmount = tx?.Amt ?? tx?.AmtDtls?.TxAmt?.Amt;
        const amount = split
          ? amountNode(txAmount, text(tx.CdtDbtInd) || indicator)
          : amountNode(entry.Amt, indicator);
        // The entry's currency, or its transaction's: one in another currency than the statement's is the one kept,
        // so that it is never taken for ringgit (issue 40).
        const said = (
          split
            ? [currencyOf(txAmount) || currencyOf(entry.Amt)]
            : [currencyOf(entry.Amt), currencyOf(txAmount)]
        ).filter(Boolean);
        const currency = said.find((code) => code !== statementCurrency) ?? said[0] ?? null;
        const endToEnd = text(tx?.Refs?.EndToEndId) === 'NOTPROVIDED' ? '' : text(tx?.Refs?.EndToEndId);
        const entryReference = text(entry.AcctSvcrRef);
        // Each transaction of a batch is a line of its own: without its own bank reference it takes the payer's,
        // or the entry's with its place in the batch, so that two transactions never read as one line.
        const reference =
          text(tx?.Refs?.AcctSvcrRef) ||
          (split
            ? endToEnd || (entryReference ? `${entryReference}/${i + 1}` : '')
            : entryReference || text(tx?.Refs?.EndToEndId)) ||
          null;
        const description = [
          text(entry.AddtlNtryInf),
          partyName(tx),
          ...remittance(tx),
          text(tx?.Refs?.EndToEndId) === reference ? '' : text(tx?.Refs?.EndToEndId),
          text(tx?.AddtlTxInf),
        ]
          .filter((part) => part !== '' && part !== 'NOTPROVIDED')
          .join(' ');
        own.push(
          signedLine(amount, {
            valueDate,
            bookingDate,
            currency,
            description,
            reference: reference === 'NOTPROVIDED' ? null : reference,
            balance: null,
          }),
        );
      }
    }
    lines.push(...withRunningBalance(own, openingBalance(statement)));
  }
  return { accountNumber, currencies: [...new Set(currencies.filter(Boolean))], lines };
}
