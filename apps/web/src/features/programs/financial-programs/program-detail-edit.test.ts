import { LATE_CHARGE_MESSAGES } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import { checkProgramEdit, type StoredProgram, startProgramEdit } from './program-detail-edit';

const program: StoredProgram = {
  id: 7,
  name: 'Heavy Equipment Financing',
  maxTenure: 5,
  percentageOnNew: 85,
  percentageOnUsed: 70,
  interestMethod: 'flat',
  lateChargeRate: 8,
  lateChargeCap: 8,
  tiers: [],
};

const withRate = (lateChargeRate: number | string) => {
  const edit = startProgramEdit(program);
  return checkProgramEdit({ ...edit, info: { ...edit.info, lateChargeRate } }, program);
};

describe('the program late-payment rate (issue 41)', () => {
  it('starts from the stored rate, empty when the program has none', () => {
    expect(startProgramEdit(program).info.lateChargeRate).toBe(8);
    expect(startProgramEdit({ ...program, lateChargeRate: null }).info.lateChargeRate).toBe('');
  });

  it('saves a rate within the cap, and empty as none', () => {
    expect(withRate(7.5).payload).toMatchObject({ lateChargeRate: 7.5 });
    expect(withRate('').payload).toMatchObject({ lateChargeRate: null });
  });

  it('refuses a rate above the cap with the message the server gives, and saves nothing', () => {
    const check = withRate(8.5);
    expect(check.infoErrors.lateChargeRate).toBe(LATE_CHARGE_MESSAGES.aboveCap(8));
    expect(check.payload).toBeNull();
    expect(withRate(-1).infoErrors.lateChargeRate).toBe(LATE_CHARGE_MESSAGES.rate);
  });
});
