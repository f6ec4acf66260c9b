import { earliestRepossession, fifthScheduleDeadline } from '../arrears/statutory-periods';
import { addDays, type CalendarDate, daysBetween, isCalendarDate, maxDate } from '../common/calendar-date';
import { formatDate } from '../format/format-date';
import type { Sen } from '../money/sen';

/**
 * Issue 41: the Hire-Purchase Act 1967's steps of a repossession, for goods under the Act (its First Schedule;
 * arrears `isUnderHirePurchaseAct`). Goods outside the Act follow the agreement's terms: a default is still
 * needed, the Act's notices, periods, court order and permit are not. Every rule names its section; the
 * rulings are in docs/decisions.md, "Recovery by the Hire-Purchase Act 1967 (issue 41)".
 */

export const RECOVERY_RULES = {
  act: 'Hire-Purchase Act 1967, s.16',
  terms: "the agreement's terms",
} as const;

export function recoveryRule(underAct: boolean): string {
  return underAct ? RECOVERY_RULES.act : RECOVERY_RULES.terms;
}

/**
 * s.16, as amended by the Hire-Purchase (Amendment) Act 2010 (Act A1384, in force 15 June 2011): once the hirer
 * has paid 75 % or more of the hire-purchase price the owner takes the goods back only by a court order. The share is of the hire-purchase price as s.2 defines it
 * (the total the hirer pays to complete the purchase: the deposit and every instalment).
 */
export const COURT_ORDER_SHARE_PERCENT = 75;

/** s.17: the goods are kept, not sold, for 21 days after the Fifth Schedule notice is served. */
export const RETENTION_DAYS = 21;

export const STATUTORY_TEXT_MAX = 200;

export interface ScheduleInstalment {
  seq: number;
  dueDate: CalendarDate;
  chargeAmount: Sen;
  paidAmount: Sen;
}

const unpaid = (row: ScheduleInstalment) => row.paidAmount < row.chargeAmount;

/**
 * s.16(1): the owner may act only on the hirer's default "in the payment of two successive instalments" or "of
 * the last instalment", read from the schedule as it stands on `today` (an instalment due today is due).
 */
export function statutoryDefault(instalments: readonly ScheduleInstalment[], today: CalendarDate): boolean {
  const ordered = [...instalments].sort((a, b) => a.seq - b.seq);
  const due = ordered.filter((row) => row.dueDate <= today);
  const last = ordered.at(-1);
  if (last && last.dueDate <= today && unpaid(last)) return true;
  return due.some((row, index) => index > 0 && unpaid(row) && unpaid(due[index - 1]!));
}

/** Any instalment due and not fully paid: the least default the agreement's terms can rest on. */
export function anyOverdue(instalments: readonly ScheduleInstalment[], today: CalendarDate): boolean {
  return instalments.some((row) => row.dueDate <= today && unpaid(row));
}

export const STATUTORY_MESSAGES = {
  noStatutoryDefault:
    'Hire-Purchase Act 1967, s.16(1): the hirer is not in default of two successive instalments or of the last one',
  nothingOverdue: 'Nothing is overdue on this agreement: there is no default to recover',
  permitRequired: "Hire-Purchase Act 1967, s.17A: enter the repossession agent's permit number",
  receiptRequired:
    'Hire-Purchase Act 1967, s.16: enter the time and the place the goods were taken, for the receipt to the hirer',
  timeInvalid: 'Please enter the time as HH:MM',
  estimateRequired:
    "Hire-Purchase Act 1967, Fifth Schedule: enter the owner's estimate of the goods' value, which the notice states",
  courtOrderAfter: 'The court order cannot be dated after the repossession',
  servedRequired:
    'Hire-Purchase Act 1967, s.16: record the Fifth Schedule notice served on the hirer and on every guarantor first',
  textTooLong: `At most ${STATUTORY_TEXT_MAX} characters`,
} as const;

/** 'Hire-Purchase Act 1967, s.16(1): repossession is allowed from 29-12-2026 (21 days after ... 07-12-2026)' */
export function repossessionTooEarlyMessage(noticeServedOn: CalendarDate): string {
  return (
    `Hire-Purchase Act 1967, s.16(1): repossession is allowed from ${formatDate(earliestRepossession(noticeServedOn))}, ` +
    `once the 21 days of the Fourth Schedule notice served ${formatDate(noticeServedOn)} have run`
  );
}

export function courtOrderRequiredMessage(paidPercent: number): string {
  return (
    `Hire-Purchase Act 1967, s.16: the hirer has paid ${paidPercent.toFixed(1)} % of the hire-purchase price ` +
    `(${COURT_ORDER_SHARE_PERCENT} % or more): enter the court order (court, number and date)`
  );
}

/** The first day the goods may be sold or disposed of: the day after the 21 days from the last service. */
export function earliestDisposal(lastServedOn: CalendarDate): CalendarDate {
  return addDays(lastServedOn, RETENTION_DAYS + 1);
}

export function disposalTooEarlyMessage(lastServedOn: CalendarDate): string {
  return (
    `Hire-Purchase Act 1967, s.17: the goods may be sold from ${formatDate(earliestDisposal(lastServedOn))}, ` +
    `21 days after the last Fifth Schedule notice served ${formatDate(lastServedOn)}, unless the hirer consents in writing`
  );
}

/** Opening a case: the default the Act names (goods under it), or any overdue instalment (the agreement's terms). */
export function openCaseStatutoryIssue(input: {
  underAct: boolean;
  instalments: readonly ScheduleInstalment[];
  today: CalendarDate;
}): string | null {
  if (!anyOverdue(input.instalments, input.today)) return STATUTORY_MESSAGES.nothingOverdue;
  if (input.underAct && !statutoryDefault(input.instalments, input.today))
    return STATUTORY_MESSAGES.noStatutoryDefault;
  return null;
}

/** The hire-purchase price (s.2) and what the hirer paid of it: the deposit and the cash on the instalments. */
export interface PaidShare {
  deposit: Sen;
  totalPayable: Sen;
  cashPaid: Sen;
}

export function paidPercent({ deposit, totalPayable, cashPaid }: PaidShare): number {
  const price = deposit + totalPayable;
  return price <= 0 ? 0 : ((deposit + cashPaid) * 100) / price;
}

/** s.16 (Act A1384): a court order is needed once 75 % or more of the hire-purchase price is paid (integer sen compare). */
export function courtOrderRequired({ deposit, totalPayable, cashPaid }: PaidShare): boolean {
  return (deposit + cashPaid) * 100 >= COURT_ORDER_SHARE_PERCENT * (deposit + totalPayable);
}

export interface CourtOrder {
  court: string;
  number: string;
  orderedOn: CalendarDate;
}

export interface RepossessionStatutoryInput {
  underAct: boolean;
  /** The Fourth Schedule notice's service: the case's notice date. */
  noticeServedOn: CalendarDate;
  repossessedOn: CalendarDate;
  /** 'HH:MM', Kuala Lumpur. */
  takenAt: string | null;
  place: string | null;
  agentPermitNo: string | null;
  courtOrder: CourtOrder | null;
  share: PaidShare;
  /** The owner's estimate of the goods' value, which the Fifth Schedule notice states. */
  estimatedValue: Sen | null;
}

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';
// Stryker disable next-line StringLiteral: a missing text is short; any other short text is too.
const tooLong = (text: string | null | undefined) => (text ?? '').trim().length > STATUTORY_TEXT_MAX;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The Act's conditions of a repossession (goods under it), first refusal or null:
 * s.16(1) the Fourth Schedule notice's 21 days have run; s.16 (Act A1384) a court order past 75 % paid; s.17A an
 * agent holding the Controller's permit; s.16 the receipt's time and place (its date is the repossession's). Goods
 * outside the Act: nothing beyond the case's own rules.
 */
export function repossessionStatutoryIssue(input: RepossessionStatutoryInput): string | null {
  if (!input.underAct) return null;
  if (input.repossessedOn < earliestRepossession(input.noticeServedOn))
    return repossessionTooEarlyMessage(input.noticeServedOn);
  if (blank(input.agentPermitNo)) return STATUTORY_MESSAGES.permitRequired;
  if (blank(input.takenAt) || blank(input.place)) return STATUTORY_MESSAGES.receiptRequired;
  // Stryker disable next-line StringLiteral: a missing time is refused just above.
  if (!TIME_PATTERN.test(input.takenAt ?? '')) return STATUTORY_MESSAGES.timeInvalid;
  if ([input.agentPermitNo, input.place].some(tooLong)) return STATUTORY_MESSAGES.textTooLong;
  if (!(input.estimatedValue !== null && input.estimatedValue > 0))
    return STATUTORY_MESSAGES.estimateRequired;
  if (courtOrderRequired(input.share)) {
    const order = input.courtOrder;
    if (!order || blank(order.court) || blank(order.number) || !isCalendarDate(order.orderedOn))
      return courtOrderRequiredMessage(paidPercent(input.share));
    if ([order.court, order.number].some(tooLong)) return STATUTORY_MESSAGES.textTooLong;
    if (order.orderedOn > input.repossessedOn) return STATUTORY_MESSAGES.courtOrderAfter;
  }
  return null;
}

/** One party the Fifth Schedule notice is served on (s.16: the hirer and every guarantor, within 21 days). */
export interface NoticeService {
  party: 'hirer' | 'guarantor';
  name: string;
  servedOn: CalendarDate | null;
}

/** The last service, once every party was served; null while one is not. */
export function lastService(services: readonly NoticeService[]): CalendarDate | null {
  if (services.length === 0 || services.some((service) => service.servedOn === null)) return null;
  const dates = services.map((service) => service.servedOn as CalendarDate);
  return dates.reduce(maxDate);
}

/**
 * s.17: goods under the Act are not sold or disposed of until 21 days after the Fifth Schedule notice was served
 * (on the last of the hirer and the guarantors), unless the hirer consents in writing (the consent uploaded).
 */
export function disposalStatutoryIssue(input: {
  underAct: boolean;
  services: readonly NoticeService[];
  disposedOn: CalendarDate;
  hirerConsent: boolean;
}): string | null {
  if (!input.underAct || input.hirerConsent) return null;
  const last = lastService(input.services);
  if (last === null) return STATUTORY_MESSAGES.servedRequired;
  if (input.disposedOn < earliestDisposal(last)) return disposalTooEarlyMessage(last);
  return null;
}

/** Days of warning before the Fifth Schedule notice's last day. */
export const FIFTH_SCHEDULE_WARNING_DAYS = 7;

/**
 * The alert while a party is not served (s.16, the Fifth Schedule within 21 days): from 7 days before the 21st day after the repossession,
 * 'Fifth Schedule notice: serve the hirer and 1 guarantor by 22-12-2026 (3 days left)'; after it, overdue.
 */
export function fifthScheduleServiceAlert(
  repossessedOn: CalendarDate,
  services: readonly NoticeService[],
  today: CalendarDate,
): string | null {
  const unserved = services.filter((service) => service.servedOn === null);
  if (unserved.length === 0) return null;
  const deadline = fifthScheduleDeadline(repossessedOn);
  const left = daysBetween(today, deadline);
  if (left > FIFTH_SCHEDULE_WARNING_DAYS) return null;
  const names = unserved.map((service) => service.name).join(', ');
  if (left < 0) return `The Fifth Schedule notice was due by ${formatDate(deadline)}: not served on ${names}`;
  return `Fifth Schedule notice (s.16): serve ${names} by ${formatDate(deadline)} (${left} day${left === 1 ? '' : 's'} left)`;
}

export interface StatutoryDate {
  key: 'repossession' | 'fifthSchedule' | 'disposal';
  date: CalendarDate;
  /** Days from today to the date (negative once past). */
  daysToGo: number;
  /** The step it is about is done (repossessed; every party served; sold): no countdown to show. */
  done: boolean;
  text: string;
}

/** 'in 3 days', 'today', '2 days ago' */
export function countdownText(daysToGo: number): string {
  if (daysToGo === 0) return 'today';
  const days = Math.abs(daysToGo);
  const unit = `${days} day${days === 1 ? '' : 's'}`;
  return daysToGo > 0 ? `in ${unit}` : `${unit} ago`;
}

/**
 * The statutory dates the case screen shows, each with its section and countdown (goods under the Act only):
 * 'Repossession allowed from 29-12-2026 (s.16(1), 21 days after the Fourth Schedule notice served 07-12-2026)'.
 */
export function statutoryDates(input: {
  underAct: boolean;
  noticeServedOn: CalendarDate;
  repossessedOn: CalendarDate | null;
  services: readonly NoticeService[];
  today: CalendarDate;
}): StatutoryDate[] {
  if (!input.underAct) return [];
  const last = lastService(input.services);
  const dated = (
    key: StatutoryDate['key'],
    date: CalendarDate,
    done: boolean,
    text: string,
  ): StatutoryDate => ({
    key,
    date,
    daysToGo: daysBetween(input.today, date),
    done,
    text,
  });
  const dates = [
    dated(
      'repossession',
      earliestRepossession(input.noticeServedOn),
      input.repossessedOn !== null,
      `Repossession allowed from ${formatDate(earliestRepossession(input.noticeServedOn))} (s.16(1), 21 days after the Fourth Schedule notice served ${formatDate(input.noticeServedOn)})`,
    ),
  ];
  if (input.repossessedOn === null) return dates;
  const deadline = fifthScheduleDeadline(input.repossessedOn);
  dates.push(
    dated(
      'fifthSchedule',
      deadline,
      last !== null,
      `Fifth Schedule notice to the hirer and every guarantor by ${formatDate(deadline)} (s.16, within 21 days after the repossession on ${formatDate(input.repossessedOn)})`,
    ),
  );
  if (last !== null)
    dates.push(
      dated(
        'disposal',
        earliestDisposal(last),
        false,
        `Sale allowed from ${formatDate(earliestDisposal(last))} (s.17, 21 days after the last Fifth Schedule notice served ${formatDate(last)}), earlier only with the hirer's written consent`,
      ),
    );
  return dates;
}
