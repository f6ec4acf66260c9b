import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar-date';
import {
  anyOverdue,
  countdownText,
  courtOrderRequired,
  courtOrderRequiredMessage,
  disposalStatutoryIssue,
  fifthScheduleServiceAlert,
  lastService,
  type NoticeService,
  openCaseStatutoryIssue,
  paidPercent,
  type RepossessionStatutoryInput,
  recoveryRule,
  repossessionStatutoryIssue,
  type ScheduleInstalment,
  statutoryDates,
  statutoryDefault,
} from './statutory-steps';

const row = (seq: number, dueDate: string, paid: 'paid' | 'part' | 'unpaid'): ScheduleInstalment => ({
  seq,
  dueDate,
  chargeAmount: 100_000,
  paidAmount: paid === 'paid' ? 100_000 : paid === 'part' ? 40_000 : 0,
});

// Four instalments, due on the 5th of January to April 2027.
const schedule = (...paid: Array<'paid' | 'part' | 'unpaid'>) =>
  paid.map((state, index) => row(index + 1, `2027-0${index + 1}-05`, state));

describe('s.16(1): the default the Act names', () => {
  it.each([
    ['all paid', schedule('paid', 'paid', 'paid', 'paid'), '2027-04-30', false, false],
    ['one missed', schedule('paid', 'unpaid', 'paid', 'paid'), '2027-04-30', false, true],
    ['two missed, not successive', schedule('unpaid', 'paid', 'unpaid', 'paid'), '2027-03-30', false, true],
    ['two successive missed', schedule('paid', 'unpaid', 'unpaid', 'paid'), '2027-03-05', true, true],
    ['the second not due yet', schedule('paid', 'unpaid', 'unpaid', 'paid'), '2027-03-04', false, true],
    ['a part payment is still a default', schedule('paid', 'part', 'part', 'paid'), '2027-03-30', true, true],
    ['the last one missed', schedule('paid', 'paid', 'paid', 'unpaid'), '2027-04-05', true, true],
    ['the last one not due', schedule('paid', 'paid', 'paid', 'unpaid'), '2027-04-04', false, false],
    ['nothing due yet', schedule('unpaid', 'unpaid', 'unpaid', 'unpaid'), '2027-01-04', false, false],
  ])('%s', (_name, instalments, today, statutory, overdue) => {
    expect(statutoryDefault(instalments, today)).toBe(statutory);
    expect(anyOverdue(instalments, today)).toBe(overdue);
  });

  it('reads the schedule by its instalments’ order, whatever order the rows come in', () => {
    // The last instalment (seq 4) missed, the rest paid: listed last first.
    const lastMissed = schedule('paid', 'paid', 'paid', 'unpaid').reverse();
    expect(statutoryDefault(lastMissed, '2027-04-05')).toBe(true);
    // Two missed that are not successive (seq 1 and 3): listed 3, 1, 2, 4.
    const [first, second, third, fourth] = schedule('unpaid', 'paid', 'unpaid', 'paid');
    expect(statutoryDefault([third!, first!, second!, fourth!], '2027-04-30')).toBe(false);
  });

  it.each([
    [
      true,
      schedule('paid', 'paid', 'paid', 'paid'),
      'Nothing is overdue on this agreement: there is no default to recover',
    ],
    [
      false,
      schedule('paid', 'paid', 'paid', 'paid'),
      'Nothing is overdue on this agreement: there is no default to recover',
    ],
    [
      true,
      schedule('paid', 'unpaid', 'paid', 'paid'),
      'Hire-Purchase Act 1967, s.16(1): the hirer is not in default of two successive instalments or of the last one',
    ],
    [false, schedule('paid', 'unpaid', 'paid', 'paid'), null],
    [true, schedule('paid', 'unpaid', 'unpaid', 'paid'), null],
  ])('a case opens under the Act %s only on its default', (underAct, instalments, issue) => {
    expect(openCaseStatutoryIssue({ underAct, instalments, today: '2027-04-30' })).toBe(issue);
  });

  it('names the rule that applies', () => {
    expect(recoveryRule(true)).toBe('Hire-Purchase Act 1967, s.16');
    expect(recoveryRule(false)).toBe("the agreement's terms");
  });
});

const served = '2026-12-07';
const lawful: RepossessionStatutoryInput = {
  underAct: true,
  noticeServedOn: served,
  repossessedOn: '2026-12-29',
  takenAt: '10:30',
  place: 'Jalan Kuchai Lama, Kuala Lumpur',
  agentPermitNo: 'EPS/KL/2026/0142',
  courtOrder: null,
  // RM 100,000 deposit + RM 300,000 of instalments; RM 100,000 paid: 50 %.
  share: { deposit: 10_000_000, totalPayable: 30_000_000, cashPaid: 10_000_000 },
  estimatedValue: 15_000_000,
};

describe('the repossession under the Act', () => {
  it.each([
    ['day 20 of the notice', '2026-12-27', false],
    ['day 21: the hirer may still pay that day', '2026-12-28', false],
    ['the day after the 21 days', '2026-12-29', true],
  ])('%s', (_name, repossessedOn, allowed) => {
    const issue = repossessionStatutoryIssue({ ...lawful, repossessedOn });
    expect(issue === null).toBe(allowed);
    if (!allowed)
      expect(issue).toBe(
        'Hire-Purchase Act 1967, s.16(1): repossession is allowed from 29-12-2026, once the 21 days of the Fourth Schedule notice served 07-12-2026 have run',
      );
  });

  it('goods outside the Act follow the agreement: no notice period, permit or court order', () => {
    expect(
      repossessionStatutoryIssue({
        ...lawful,
        underAct: false,
        repossessedOn: served,
        agentPermitNo: null,
        takenAt: null,
        place: null,
        share: { deposit: 0, totalPayable: 100, cashPaid: 99 },
      }),
    ).toBeNull();
  });

  it.each([
    [
      'no permit',
      { agentPermitNo: ' ' },
      "Hire-Purchase Act 1967, s.17A: enter the repossession agent's permit number",
    ],
    [
      'no place for the receipt',
      { place: '' },
      'Hire-Purchase Act 1967, s.16: enter the time and the place the goods were taken, for the receipt to the hirer',
    ],
    [
      'no time for the receipt',
      { takenAt: null },
      'Hire-Purchase Act 1967, s.16: enter the time and the place the goods were taken, for the receipt to the hirer',
    ],
    ['a time that is not one', { takenAt: '25:00' }, 'Please enter the time as HH:MM'],
    [
      'no estimate of the value',
      { estimatedValue: null },
      "Hire-Purchase Act 1967, Fifth Schedule: enter the owner's estimate of the goods' value, which the notice states",
    ],
  ])('%s', (_name, change, issue) => {
    expect(repossessionStatutoryIssue({ ...lawful, ...change })).toBe(issue);
  });

  it.each([
    ['74.99 % paid', 29_996_000, false],
    ['exactly 75 % paid', 30_000_000, true],
    ['80 % paid', 32_000_000, true],
  ])('the court order past 75 %% of the hire-purchase price: %s', (_name, cashPaid, required) => {
    const share = { deposit: 10_000_000, totalPayable: 30_000_000, cashPaid: cashPaid - 10_000_000 };
    expect(courtOrderRequired(share)).toBe(required);
    const issue = repossessionStatutoryIssue({ ...lawful, share });
    expect(issue === null).toBe(!required);
    if (required)
      expect(issue).toMatch(/s\.16: the hirer has paid (75\.0|80\.0) % of the hire-purchase price/);
    const ordered = {
      court: 'Sessions Court, Kuala Lumpur',
      number: 'WA-B52-12-2026',
      orderedOn: '2026-12-20',
    };
    expect(repossessionStatutoryIssue({ ...lawful, share, courtOrder: ordered })).toBeNull();
    expect(
      repossessionStatutoryIssue({ ...lawful, share, courtOrder: { ...ordered, orderedOn: '2026-12-30' } }),
    ).toBe(required ? 'The court order cannot be dated after the repossession' : null);
  });
});

const hirer = (servedOn: string | null): NoticeService => ({ party: 'hirer', name: 'the hirer', servedOn });
const guarantor = (servedOn: string | null): NoticeService => ({
  party: 'guarantor',
  name: 'Tan Ah Kow',
  servedOn,
});

describe('s.17: no sale until 21 days after the Fifth Schedule notice', () => {
  it.each([
    [
      'nobody served',
      [hirer(null), guarantor(null)],
      '2027-03-01',
      false,
      'Hire-Purchase Act 1967, s.16: record the Fifth Schedule notice served on the hirer and on every guarantor first',
    ],
    [
      'a guarantor not served',
      [hirer('2027-01-05'), guarantor(null)],
      '2027-03-01',
      false,
      'Hire-Purchase Act 1967, s.16: record the Fifth Schedule notice served on the hirer and on every guarantor first',
    ],
    [
      'day 21 after the last service',
      [hirer('2027-01-05'), guarantor('2027-01-08')],
      '2027-01-29',
      false,
      null,
    ],
    ['the day after', [hirer('2027-01-05'), guarantor('2027-01-08')], '2027-01-30', true, null],
    ['the same day, with the consent', [hirer(null), guarantor(null)], '2027-01-05', true, 'consent'],
  ])('%s', (_name, services, disposedOn, allowed, extra) => {
    const issue = disposalStatutoryIssue({
      underAct: true,
      services,
      disposedOn,
      hirerConsent: extra === 'consent',
    });
    expect(issue === null).toBe(allowed);
    if (typeof extra === 'string' && extra !== 'consent') expect(issue).toBe(extra);
    if (!allowed && extra === null)
      expect(issue).toBe(
        'Hire-Purchase Act 1967, s.17: the goods may be sold from 30-01-2027, 21 days after the last Fifth Schedule notice served 08-01-2027, unless the hirer consents in writing',
      );
  });

  it('goods outside the Act may be sold on the terms', () => {
    expect(
      disposalStatutoryIssue({
        underAct: false,
        services: [hirer(null)],
        disposedOn: '2027-01-05',
        hirerConsent: false,
      }),
    ).toBeNull();
  });

  it('the last service is the latest of all, and none while one is missing', () => {
    expect(lastService([hirer('2027-01-09'), guarantor('2027-01-08')])).toBe('2027-01-09');
    expect(lastService([hirer('2027-01-09'), guarantor(null)])).toBeNull();
    expect(lastService([])).toBeNull();
  });
});

describe('the alert before the Fifth Schedule notice falls due', () => {
  const taken = '2027-01-01'; // due by 22-01-2027
  it.each([
    ['day 14: 8 days left, no alert yet', '2027-01-14', null],
    [
      '7 days left',
      '2027-01-15',
      'Fifth Schedule notice (s.16): serve Tan Ah Kow by 22-01-2027 (7 days left)',
    ],
    ['1 day left', '2027-01-21', 'Fifth Schedule notice (s.16): serve Tan Ah Kow by 22-01-2027 (1 day left)'],
    ['overdue', '2027-01-23', 'The Fifth Schedule notice was due by 22-01-2027: not served on Tan Ah Kow'],
  ])('%s', (_name, today, alert) => {
    expect(fifthScheduleServiceAlert(taken, [hirer('2027-01-02'), guarantor(null)], today)).toBe(alert);
  });

  it('none once every party is served', () => {
    expect(fifthScheduleServiceAlert(taken, [hirer('2027-01-02')], '2027-02-01')).toBeNull();
  });
});

describe('the statutory dates on the screen', () => {
  it('states each date with its section and counts down', () => {
    const dates = statutoryDates({
      underAct: true,
      noticeServedOn: served,
      repossessedOn: '2026-12-29',
      services: [hirer('2027-01-04')],
      today: '2027-01-04',
    });
    expect(dates.map((date) => [date.key, date.date, date.daysToGo, date.done])).toEqual([
      ['repossession', '2026-12-29', -6, true],
      ['fifthSchedule', '2027-01-19', 15, true],
      ['disposal', '2027-01-26', 22, false],
    ]);
    expect(dates[0]?.text).toBe(
      'Repossession allowed from 29-12-2026 (s.16(1), 21 days after the Fourth Schedule notice served 07-12-2026)',
    );
    expect(
      statutoryDates({
        underAct: false,
        noticeServedOn: served,
        repossessedOn: null,
        services: [],
        today: served,
      }),
    ).toEqual([]);
  });
});

describe('property: the statutory periods', () => {
  it('a repossession is refused on every day up to day 21 of the notice and allowed after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (day) => {
        const issue = repossessionStatutoryIssue({ ...lawful, repossessedOn: addDays(served, day) });
        expect(issue === null).toBe(day > 21);
      }),
    );
  });

  it('the court order follows the paid share exactly at 75 %', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.nat(10_000_000),
        (deposit, total, paid) => {
          const cashPaid = Math.min(paid, total);
          expect(courtOrderRequired({ deposit, totalPayable: total, cashPaid })).toBe(
            (deposit + cashPaid) / (deposit + total) >= 0.75,
          );
        },
      ),
    );
  });
});

describe('the countdown beside a statutory date (issue 41)', () => {
  it.each([
    [0, 'today'],
    [1, 'in 1 day'],
    [3, 'in 3 days'],
    [-1, '1 day ago'],
    [-2, '2 days ago'],
  ])('%i days to go: %s', (daysToGo, text) => {
    expect(countdownText(daysToGo)).toBe(text);
  });
});

describe('the refusal that asks for a court order (s.16, Act A1384)', () => {
  it('names the share paid to one decimal', () => {
    expect(courtOrderRequiredMessage(80.04)).toBe(
      'Hire-Purchase Act 1967, s.16: the hirer has paid 80.0 % of the hire-purchase price (75 % or more): enter the court order (court, number and date)',
    );
  });
});

describe('the share of the hire-purchase price paid', () => {
  it.each([
    [{ deposit: 10_000_00, totalPayable: 90_000_00, cashPaid: 65_000_00 }, 75],
    [{ deposit: 0, totalPayable: 0, cashPaid: 0 }, 0],
    [{ deposit: 0, totalPayable: 0, cashPaid: 1_00 }, 0],
  ])('%o: %d %%', (share, percent) => {
    expect(paidPercent(share)).toBe(percent);
  });
});
