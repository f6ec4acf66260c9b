import type { StatementLine } from '@sewabeli/domain';
import { XMLParser } from 'fast-xml-parser';
import {
  amountOf,
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

const dateOf = (node: Node): string => text(node?.Dt ?? node?.DtTm).slice(0, 10);

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
export function parseCamt053Statement(content: string): ParsedStatement {
  let document: Node;
  try {
    document = parser.parse(content);
  } catch (error) {
    throw new StatementFormatError(`The XML file cannot be read: ${(error as Error).message}`);
  }
  const statements: Node[] | undefined = document?.Document?.BkToCstmrStmt?.Stmt;
  if (!statements) throw new StatementFormatError('Not a camt.053 statement (no BkToCstmrStmt/Stmt)');
  const lines: StatementLine[] = [];
  let accountNumber: string | null = null;
  for (const statement of statements) {
    accountNumber ??= text(statement.Acct?.Id?.IBAN ?? statement.Acct?.Id?.Othr?.Id) || null;
    const own: StatementLine[] = [];
    for (const entry of statement.Ntry ?? []) {
      const status = text(entry.Sts?.Cd ?? entry.Sts);
      if (status !== '' && status !== 'BOOK') continue;
      const indicator = text(entry.CdtDbtInd);
      const valueDate = dateOf(entry.ValDt) || dateOf(entry.BookgDt);
      const transactions: Node[] = (entry.NtryDtls ?? []).flatMap((details: Node) => details.TxDtls ?? []);
      const split = transactions.length > 1 && transactions.every((tx) => tx.Amt ?? tx.AmtDtls?.TxAmt?.Amt);
      const parts = split ? transactions : [transactions[0]];
      for (const tx of parts) {
        const amount = split
          ? amountNode(tx.Amt ?? tx.AmtDtls.TxAmt.Amt, text(tx.CdtDbtInd) || indicator)
          : amountNode(entry.Amt, indicator);
        const reference =
          text(tx?.Refs?.AcctSvcrRef) || text(entry.AcctSvcrRef) || text(tx?.Refs?.EndToEndId) || null;
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
            description,
            reference: reference === 'NOTPROVIDED' ? null : reference,
            balance: null,
          }),
        );
      }
    }
    lines.push(...withRunningBalance(own, openingBalance(statement)));
  }
  return { accountNumber, lines };
}
