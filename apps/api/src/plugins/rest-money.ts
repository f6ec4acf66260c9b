import { type Sen, senToRinggit } from '@sewabeli/domain';

// Money on the legacy wire, one way (decisions.md §2): ringgit as a JSON number with at most 2 decimals
// (2000000, 1234.5), never a string, whether the amount comes as integer sen or as numeric(14,2) text.

/** Integer sen (services, domain) to the wire's ringgit number. */
export function wireRinggitOfSen(sen: Sen): number {
  return Number(senToRinggit(sen));
}

/** numeric(14,2) text straight from the database to the wire's ringgit number. */
export function wireRinggitOfNumeric(value: string): number {
  return Number(value);
}
