import type { CalendarDate } from '../common/calendar-date';

/** What decides whether an order line is a live agreement. */
export interface AgreementLine {
  /** The order line was deleted. */
  lineDeleted: boolean;
  /** Its application was deleted. */
  applicationDeleted: boolean;
  /** Assigned at approval (decisions.md §5). */
  hpNo: string | null;
  agreementExecution: CalendarDate | null;
}

/**
 * A live agreement: a live order line of a live application that carries an HP number (decisions.md §5). Its
 * SQL is packages/db read-models/rules/live-agreement.ts, checked against this on random lines.
 */
export function isLiveAgreement(line: AgreementLine): boolean {
  return !line.lineDeleted && !line.applicationDeleted && line.hpNo !== null;
}

/** A collection: a live agreement that has been executed. */
export function isCollection(line: AgreementLine): boolean {
  return isLiveAgreement(line) && line.agreementExecution !== null;
}
