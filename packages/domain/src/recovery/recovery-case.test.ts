import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIFTH_SCHEDULE_DAYS,
  fifthScheduleDeadline,
  fifthScheduleOverdue,
  fifthScheduleOverdueMessage,
} from '../arrears/statutory-periods';
import {
  ASSET_STATE_LABELS,
  applyRecoveryStep,
  assetState,
  canMove,
  closeCaseSchema,
  noticeServedIssue,
  openCaseIssue,
  RECOVERY_MESSAGES,
  RECOVERY_STAGES,
  type RecoveryCaseState,
  type RecoveryStage,
  type RecoveryStep,
  recoveryStepIssue,
  repossessionSchema,
  transitionMessage,
} from './recovery-case';

const today = '2026-11-28';
const fresh: RecoveryCaseState = {
  stage: 'notice_served',
  agreementStart: '2025-06-01',
  noticeServedOn: '2026-10-01',
  repossessedOn: null,
  valuedOn: null,
  writeOffPending: false,
};
const repossess: RecoveryStep = {
  to: 'repossessed',
  repossessedOn: '2026-10-25',
  agent: 'Ejen Tarik Sdn Bhd',
  yard: 'Yard Shah Alam',
  condition: 'Good, minor scratches',
  photoFileIds: [1],
};
const value: RecoveryStep = {
  to: 'valued',
  valuedOn: '2026-11-02',
  valuer: 'Penilai Jentera',
  amount: 9_000_000,
};
const dispose: RecoveryStep = {
  to: 'disposed',
  disposedOn: '2026-11-20',
  buyer: 'Jentera Terpakai Sdn Bhd',
  price: 8_500_000,
  costs: 350_000,
};
const close: RecoveryStep = { to: 'closed' };

describe('issue 32: the recovery case moves forward one stage at a time', () => {
  it.each<[RecoveryStage, RecoveryStage, boolean]>([
    ['notice_served', 'repossessed', true],
    ['notice_served', 'closed', true],
    ['notice_served', 'valued', false],
    ['notice_served', 'disposed', false],
    ['repossessed', 'valued', true],
    ['repossessed', 'disposed', false],
    ['repossessed', 'closed', false],
    ['valued', 'disposed', true],
    ['valued', 'closed', false],
    ['valued', 'repossessed', false],
    ['disposed', 'closed', true],
    ['disposed', 'valued', false],
    ['closed', 'notice_served', false],
  ])('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it('the whole life, notice to closed, passes every rule', () => {
    let state = fresh;
    for (const step of [repossess, value, dispose, close]) {
      expect(recoveryStepIssue(state, step, today)).toBeNull();
      state = applyRecoveryStep(state, step);
    }
    expect(state.stage).toBe('closed');
  });

  it.each<[string, RecoveryCaseState, RecoveryStep, string | null]>([
    [
      'skipping the valuation',
      { ...fresh, stage: 'repossessed' },
      dispose,
      'A case at Repossessed cannot move to Disposed',
    ],
    ['valuing before repossession', fresh, value, 'A case at Notice served cannot move to Valued'],
    ['anything on a closed case', { ...fresh, stage: 'closed' }, repossess, 'This recovery case is closed'],
    [
      "a repossession before the agreement's start (a notice recorded before issue 40)",
      { ...fresh, noticeServedOn: '0001-01-01' },
      { ...repossess, repossessedOn: '2025-05-31' },
      "The date cannot be before the agreement's start (01-06-2025)",
    ],
    [
      'a valuation dated year 1 on an agreement with no start on record',
      { ...fresh, agreementStart: null, stage: 'repossessed', repossessedOn: null },
      { ...value, valuedOn: '0001-01-01' },
      'The date cannot be before 01-01-1970',
    ],
    [
      'a disposal after today',
      { ...fresh, stage: 'valued', repossessedOn: '2026-10-25', valuedOn: '2026-11-02' },
      { ...dispose, disposedOn: '2026-11-29' },
      'The date cannot be after today (28-11-2026)',
    ],
    [
      'a repossession after today',
      fresh,
      { ...repossess, repossessedOn: '2026-11-29' },
      'The date cannot be after today (28-11-2026)',
    ],
    [
      'a repossession before the notice',
      fresh,
      { ...repossess, repossessedOn: '2026-09-30' },
      'The date cannot be before the notice (01-10-2026)',
    ],
    [
      'a repossession without a date',
      fresh,
      { ...repossess, repossessedOn: '2026-02-30' },
      'Please enter a valid date',
    ],
    [
      'a repossession without an agent',
      fresh,
      { ...repossess, agent: '  ' },
      'Please enter the repossession agent',
    ],
    [
      'a repossession without the condition',
      fresh,
      { ...repossess, condition: '' },
      'Please describe the condition of the asset',
    ],
    [
      'a repossession without photos',
      fresh,
      { ...repossess, photoFileIds: [] },
      'Please add at least one photo of the asset',
    ],
    [
      'a repossession with 13 photos',
      fresh,
      { ...repossess, photoFileIds: Array.from({ length: 13 }, (_, i) => i + 1) },
      'At most 12 photos',
    ],
    [
      'a repossession with 12 photos',
      fresh,
      { ...repossess, photoFileIds: Array.from({ length: 12 }, (_, i) => i + 1) },
      null,
    ],
    [
      'an agent name of 201 characters',
      fresh,
      { ...repossess, agent: 'a'.repeat(201) },
      'At most 200 characters',
    ],
    [
      'an agent name of 200 characters, spaces around it',
      fresh,
      { ...repossess, agent: ` ${'a'.repeat(200)} ` },
      null,
    ],
    ['a yard of 201 characters', fresh, { ...repossess, yard: 'y'.repeat(201) }, 'At most 200 characters'],
    [
      'a valuation before the repossession',
      { ...fresh, stage: 'repossessed', repossessedOn: '2026-11-03' },
      value,
      'The date cannot be before the repossession (03-11-2026)',
    ],
    [
      'a valuer of 201 characters',
      { ...fresh, stage: 'repossessed', repossessedOn: '2026-10-25' },
      { ...value, valuer: 'v'.repeat(201) } as RecoveryStep,
      'At most 200 characters',
    ],
    [
      'a buyer of 201 characters',
      { ...fresh, stage: 'valued', repossessedOn: '2026-10-25', valuedOn: '2026-11-02' },
      { ...dispose, buyer: 'b'.repeat(201) } as RecoveryStep,
      'At most 200 characters',
    ],
    [
      'a disposal without costs',
      { ...fresh, stage: 'valued', repossessedOn: '2026-10-25', valuedOn: '2026-11-02' },
      { ...dispose, costs: 0 } as RecoveryStep,
      null,
    ],
    [
      'a valuation of RM 0.00',
      { ...fresh, stage: 'repossessed', repossessedOn: '2026-10-25' },
      { ...value, amount: 0 },
      'The valuation must be more than RM 0.00',
    ],
    [
      'a valuation without a valuer',
      { ...fresh, stage: 'repossessed', repossessedOn: '2026-10-25' },
      { ...value, valuer: '' },
      'Please enter the valuer',
    ],
    [
      'a sale before the valuation',
      { ...fresh, stage: 'valued', valuedOn: '2026-11-21' },
      dispose,
      'The date cannot be before the valuation (21-11-2026)',
    ],
    [
      'a sale without a buyer',
      { ...fresh, stage: 'valued', valuedOn: '2026-11-02' },
      { ...dispose, buyer: ' ' },
      'Please enter the buyer',
    ],
    [
      'a sale for nothing',
      { ...fresh, stage: 'valued', valuedOn: '2026-11-02' },
      { ...dispose, price: 0 },
      'The sale price must be more than RM 0.00',
    ],
    [
      'negative costs',
      { ...fresh, stage: 'valued', valuedOn: '2026-11-02' },
      { ...dispose, costs: -1 },
      'The recovery costs cannot be negative',
    ],
    [
      'closing with a write-off pending',
      { ...fresh, stage: 'disposed', writeOffPending: true },
      close,
      'A write-off request is awaiting approval: decide it before closing the case',
    ],
  ])('refuses %s', (_name, state, step, message) => {
    expect(recoveryStepIssue(state, step, today)).toBe(message);
  });

  it('a case may be closed before repossession (the notice withdrawn)', () => {
    expect(recoveryStepIssue(fresh, close, today)).toBeNull();
  });

  it.each<[string, string | null, string | null]>([
    ['2026-11-28', '2025-06-01', null],
    ['2025-06-01', '2025-06-01', null],
    ['2026-11-29', '2025-06-01', 'The date cannot be after today (28-11-2026)'],
    ['2025-05-31', '2025-06-01', "The date cannot be before the agreement's start (01-06-2025)"],
    ['0001-01-01', '2025-06-01', "The date cannot be before the agreement's start (01-06-2025)"],
    ['0001-01-01', null, 'The date cannot be before 01-01-1970'],
    ['1970-01-01', null, null],
  ])('opening: a notice served on %s (agreement start %s) -> %j', (servedOn, start, issue) => {
    expect(openCaseIssue(servedOn, today, start)).toBe(issue);
  });

  it('on any sequence of steps, a case only ever reaches a stage its previous stage allows', () => {
    const steps = fc.constantFrom<RecoveryStep>(repossess, value, dispose, close);
    fc.assert(
      fc.property(fc.array(steps, { maxLength: 8 }), (sequence) => {
        let state = fresh;
        for (const step of sequence) {
          if (recoveryStepIssue(state, step, today) !== null) continue;
          expect(canMove(state.stage, step.to)).toBe(true);
          const next = applyRecoveryStep(state, step);
          expect(RECOVERY_STAGES.indexOf(next.stage)).toBeGreaterThan(RECOVERY_STAGES.indexOf(state.stage));
          state = next;
        }
      }),
    );
  });

  it('the message names both stages', () => {
    expect(transitionMessage('valued', 'closed')).toBe('A case at Valued cannot move to Closed');
  });

  it('the input schema gives the rule messages', () => {
    const parsed = repossessionSchema.safeParse({
      caseId: 1,
      repossessedOn: '2026-11-01',
      agent: '',
      yard: '',
      condition: 'x',
      photoFileIds: [],
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Please enter the repossession agent');
    expect(messages).toContain('Please add at least one photo of the asset');
    const ok = repossessionSchema.parse({ ...repossess, caseId: 1, yard: '' });
    expect(ok.yard).toBeNull();
  });
});

describe('issue 32: the Fifth Schedule notice is due within 21 days after repossession', () => {
  it.each([
    ['2026-11-01', '2026-11-22'],
    ['2026-12-20', '2027-01-10'],
    ['2028-02-10', '2028-03-02'],
  ])('repossessed %s: due by %s', (on, due) => {
    expect(FIFTH_SCHEDULE_DAYS).toBe(21);
    expect(fifthScheduleDeadline(on)).toBe(due);
  });

  it.each<[string, string | null, string | null, boolean]>([
    ['no repossession', null, null, false],
    ['repossessed 21 days ago, not served', '2026-11-07', null, false],
    ['repossessed 22 days ago, not served', '2026-11-06', null, true],
    ['repossessed 40 days ago, served', '2026-10-19', '2026-10-25', false],
    ['repossessed 40 days ago, served late', '2026-10-19', '2026-11-27', false],
    ['repossessed today', '2026-11-28', null, false],
  ])('%s: alert %s', (_, repossessedOn, servedOn, alert) => {
    expect(fifthScheduleOverdue(repossessedOn, servedOn, '2026-11-28')).toBe(alert);
  });

  it.each<[string, Parameters<typeof noticeServedIssue>[0], string, string | null]>([
    [
      'before any repossession',
      null,
      '2026-11-10',
      'The Fifth Schedule notice follows the repossession: record the repossession first',
    ],
    [
      'served twice',
      { repossessedOn: '2026-11-01', noticeServedOn: '2026-11-05' },
      '2026-11-10',
      'The Fifth Schedule notice is already recorded as served',
    ],
    [
      'before the repossession',
      { repossessedOn: '2026-11-01', noticeServedOn: null },
      '2026-10-31',
      'The date cannot be before the repossession (01-11-2026)',
    ],
    [
      'after today',
      { repossessedOn: '2026-11-01', noticeServedOn: null },
      '2026-11-29',
      'The date cannot be after today (28-11-2026)',
    ],
    [
      'not a date',
      { repossessedOn: '2026-11-01', noticeServedOn: null },
      '2026-02-30',
      'Please enter a valid date',
    ],
    ['on the repossession day', { repossessedOn: '2026-11-01', noticeServedOn: null }, '2026-11-01', null],
    [
      "before the agreement's start (a repossession recorded before issue 40)",
      { repossessedOn: '0001-01-01', noticeServedOn: null },
      '2025-05-01',
      "The date cannot be before the agreement's start (01-06-2025)",
    ],
    [
      'late, recorded as it happened',
      { repossessedOn: '2026-10-01', noticeServedOn: null },
      '2026-11-28',
      null,
    ],
  ])('served: %s', (_, repossession, servedOn, issue) => {
    expect(noticeServedIssue(repossession, servedOn, '2026-11-28', '2025-06-01')).toBe(issue);
  });

  it('says when the notice was due', () => {
    expect(fifthScheduleOverdueMessage('2026-11-01')).toBe(
      'The Fifth Schedule notice was due by 22-11-2026 and is not served',
    );
  });
});

describe("issue 32: the asset's state on its master record", () => {
  it.each<[Parameters<typeof assetState>[0], string | null]>([
    [null, null],
    [{ stage: 'notice_served', yard: null, disposedOn: null }, null],
    [{ stage: 'repossessed', yard: null, disposedOn: null }, 'repossessed'],
    [{ stage: 'repossessed', yard: 'Yard Shah Alam', disposedOn: null }, 'in_yard'],
    [{ stage: 'valued', yard: 'Yard Shah Alam', disposedOn: null }, 'in_yard'],
    [{ stage: 'disposed', yard: 'Yard Shah Alam', disposedOn: '2026-11-20' }, 'sold'],
    [{ stage: 'closed', yard: 'Yard Shah Alam', disposedOn: '2026-11-20' }, 'sold'],
    [{ stage: 'closed', yard: null, disposedOn: null }, null],
  ])('%o is %s', (recovery, state) => {
    expect(assetState(recovery)).toBe(state);
  });
});

describe('the words the recovery screens and the server show (issue 32)', () => {
  it('names the asset’s states', () => {
    expect(ASSET_STATE_LABELS).toEqual({ repossessed: 'Repossessed', in_yard: 'In yard', sold: 'Sold' });
  });

  it.each([
    ['caseOpen', 'This agreement already has an open recovery case'],
    ['notCollection', 'Only an agreement in collection with a balance outstanding can go to recovery'],
    ['caseNotFound', 'Recovery case not found'],
    ['photoNotImage', 'Each photo must be an image you uploaded (PNG, JPG or WEBP)'],
    ['guarantorNotFound', "This guarantor is not one of the agreement's guarantors"],
    ['consentNotFile', 'The consent must be a file you uploaded'],
  ] as const)('the server’s refusal %s reads: %s', (key, text) => {
    expect(RECOVERY_MESSAGES[key]).toBe(text);
  });

  it('closing a case needs a reason', () => {
    const parsed = closeCaseSchema.safeParse({ caseId: 1, reason: '   ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Please give the reason the case is closed',
    ]);
    expect(closeCaseSchema.parse({ caseId: 1, reason: ' Arrears paid ' })).toEqual({
      caseId: 1,
      reason: 'Arrears paid',
    });
  });
});
