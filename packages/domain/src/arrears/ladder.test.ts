import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnderHirePurchaseAct } from './hire-purchase-act';
import {
  ARREARS_ACTION_LABELS,
  ARREARS_ACTIONS,
  DEFAULT_LADDER,
  LADDER_MESSAGES,
  type LadderStep,
  ladderIssue,
  ladderSchema,
  messageKindOf,
  stepReached,
} from './ladder';
import {
  earliestRepossession,
  fifthScheduleDeadline,
  payByDate,
  statutoryNoticeEnd,
} from './statutory-periods';

describe('issue 32: the arrears ladder', () => {
  it('defaults to the issue’s 7 / 30 / 60 / 90 days', () => {
    expect(DEFAULT_LADDER.map((step) => `${step.action}@${step.days}`)).toEqual([
      'reminder@7',
      'first_demand@30',
      'final_demand@60',
      'repossession_notice@90',
    ]);
    expect(ladderIssue(DEFAULT_LADDER)).toBeNull();
  });

  it.each<[string, LadderStep[], string | null]>([
    ['empty', [], 'Add at least one step to the ladder'],
    ['one step', [{ action: 'final_demand', days: 45 }], null],
    ['with recovery', [...DEFAULT_LADDER, { action: 'recovery', days: 120 }], null],
    [
      'a step twice',
      [
        { action: 'reminder', days: 7 },
        { action: 'reminder', days: 14 },
      ],
      'Each step appears once in the ladder',
    ],
    ['0 days', [{ action: 'reminder', days: 0 }], LADDER_MESSAGES.days],
    ['a fraction of a day', [{ action: 'reminder', days: 7.5 }], LADDER_MESSAGES.days],
    ['beyond ten years', [{ action: 'reminder', days: 3651 }], LADDER_MESSAGES.days],
    [
      'out of order',
      [
        { action: 'first_demand', days: 7 },
        { action: 'reminder', days: 30 },
      ],
      'The steps follow the order reminder, first letter of demand, final letter of demand, notice of intention to repossess, escalation to recovery',
    ],
    [
      'same days twice',
      [
        { action: 'reminder', days: 30 },
        { action: 'first_demand', days: 30 },
      ],
      'Each step needs more days past due than the step before it',
    ],
    [
      'fewer days later',
      [
        { action: 'reminder', days: 30 },
        { action: 'first_demand', days: 20 },
      ],
      'Each step needs more days past due than the step before it',
    ],
  ])('%s', (_name, steps, issue) => {
    expect(ladderIssue(steps)).toBe(issue);
    const parsed = ladderSchema.safeParse(steps);
    expect(parsed.success).toBe(issue === null);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(issue);
  });

  it.each([
    [0, null],
    [6, null],
    [7, 'reminder'],
    [29, 'reminder'],
    [30, 'first_demand'],
    [59, 'first_demand'],
    [60, 'final_demand'],
    [90, 'repossession_notice'],
    [5000, 'repossession_notice'],
  ])('%s days past due reach %s', (days, action) => {
    expect(stepReached(DEFAULT_LADDER, days)?.action ?? null).toBe(action);
  });

  it('reached steps only grow with the days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (a, b) => {
        const rank = (days: number) => {
          const step = stepReached(DEFAULT_LADDER, days);
          return step ? ARREARS_ACTIONS.indexOf(step.action) : -1;
        };
        if (a <= b) expect(rank(a)).toBeLessThanOrEqual(rank(b));
      }),
    );
  });

  it('e-mails the reminder, writes letters for the rest, sends nothing on escalation', () => {
    expect(ARREARS_ACTIONS.map(messageKindOf)).toEqual(['email', 'letter', 'letter', 'letter', null]);
  });
});

describe('statutory periods (Hire-Purchase Act 1967)', () => {
  it.each([
    ['2026-11-28', '2026-12-19', '2026-12-20'],
    ['2026-02-10', '2026-03-03', '2026-03-04'],
    ['2028-02-10', '2028-03-02', '2028-03-03'],
    ['2026-12-20', '2027-01-10', '2027-01-11'],
  ])(
    'a Fourth Schedule notice served %s runs to the end of %s; repossession from %s',
    (served, end, from) => {
      expect(statutoryNoticeEnd(served)).toBe(end);
      expect(earliestRepossession(served)).toBe(from);
    },
  );

  it('gives at least 21 whole days after the day of service', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const served = new Date(Date.UTC(2000, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        const end = statutoryNoticeEnd(served);
        const days = (Date.parse(end) - Date.parse(served)) / 86_400_000;
        expect(days).toBe(21);
      }),
    );
  });

  it('the Fifth Schedule notice is due within 21 days of repossession', () => {
    expect(fifthScheduleDeadline('2026-12-25')).toBe('2027-01-15');
  });

  it.each([
    ['reminder', false, '2026-12-05'],
    ['first_demand', false, '2026-12-12'],
    ['final_demand', true, '2026-12-12'],
    ['repossession_notice', false, '2026-12-12'],
    ['repossession_notice', true, '2026-12-19'],
  ] as const)('a %s (goods under the Act: %s) asks for payment by %s', (action, underAct, date) => {
    expect(payByDate(action, '2026-11-28', underAct)).toBe(date);
  });
});

describe('goods under the Hire-Purchase Act 1967 (docs/decisions.md, issue 32)', () => {
  it.each([
    ['Caterpillar', '320 GC Hydraulic Excavator', false],
    ['Komatsu', 'WA380-6 Wheel Loader', false],
    ['Caterpillar', 'D6 Track-Type Tractor', false],
    ['Caterpillar', '140 Motor Grader', false],
    ['Komatsu', 'D65EX-18 Bulldozer', false],
    ['Tadano', 'GR-500EXL Rough Terrain Crane', false],
    ['Tadano', 'TM-ZE305MH Truck Loader Crane', false],
    ['Toyota', '8FD25 Diesel Forklift', false],
    ['Isuzu', 'NLR 77 Light Truck', true],
    ['Hino', '300 Series XZU730 Lorry', true],
    ['Volvo', 'FH 500 6x4 Prime Mover', true],
    ['Scania', 'G 410 B6x4 Tipper', true],
    ['Volvo', 'EC210D Excavator', false],
    ['Proton', 'X50', true],
  ])('%s %s: %s', (assetTypeName, assetName, under) => {
    expect(isUnderHirePurchaseAct({ assetTypeName, assetName })).toBe(under);
  });
});

describe('issue 32: the steps as the queue and the letters name them', () => {
  it.each([
    ['reminder', 'E-mail reminder'],
    ['first_demand', 'First letter of demand'],
    ['final_demand', 'Final letter of demand'],
    ['repossession_notice', 'Notice of intention to repossess'],
    ['recovery', 'Escalation to recovery'],
  ] as const)('%s: %s', (action, label) => {
    expect(ARREARS_ACTION_LABELS[action]).toBe(label);
  });
});
