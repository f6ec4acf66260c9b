import { TIERS_OVERLAP } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import { checkTierRows, type StoredTier, startRows, tidyTierRows, tierChanges } from './tier-rows';

const prime: StoredTier = {
  id: 1,
  name: 'Prime',
  minScore: 70,
  maxScore: 100,
  riskLevel: 'Low',
  minInterestRate: 3.5,
  maxInterestRate: 4.5,
  maxTenure: 5,
  maxCapped: 300_000_000,
};
const standard: StoredTier = {
  ...prime,
  id: 2,
  name: 'Standard',
  minScore: 50,
  maxScore: 69.99,
  riskLevel: 'Mid',
};

describe('program detail tier rows (collections §2.6)', () => {
  it('starts with the stored tiers and one blank row, which grows once the blank row gets a name', () => {
    const rows = startRows([prime, standard]);
    expect(rows.map((r) => r.name)).toEqual(['Prime', 'Standard', '']);
    const named = tidyTierRows(rows.map((r, i) => (i === 2 ? { ...r, name: 'Watchlist' } : r)));
    expect(named.map((r) => r.name)).toEqual(['Prime', 'Standard', 'Watchlist', '']);
    const emptied = tidyTierRows(named.map((r, i) => (i === 2 ? { ...r, name: '' } : r)));
    expect(emptied.map((r) => r.name)).toEqual(['Prime', 'Standard', '']);
  });

  it('sends only new and changed rows, and the ids of deleted rows', () => {
    const rows = startRows([prime, standard]);
    const edited = rows.map((r) => {
      if (r.id === 1) return { ...r, maxInterestRate: 4.75 };
      if (r.id === 2) return { ...r, deleted: true };
      return {
        ...r,
        name: 'Watchlist',
        minScore: 35,
        maxScore: 49.99,
        riskLevel: 'High',
        minInterestRate: 6,
        maxInterestRate: 8.5,
        maxTenure: '3',
        maxCapped: '500,000.00',
      };
    });
    expect(checkTierRows(edited, 9)).toEqual({ errors: {}, overlap: null });
    const changes = tierChanges(tidyTierRows(edited), [prime, standard], 9);
    expect(changes.deletes).toEqual([2]);
    expect(changes.upserts).toEqual([
      { ...prime, maxInterestRate: 4.75, financialProgramId: 9 },
      expect.objectContaining({ id: null, name: 'Watchlist', maxTenure: 3, maxCapped: 50_000_000 }),
    ]);
    expect(tierChanges(startRows([prime]), [prime], 9)).toEqual({ upserts: [], deletes: [] });
  });

  it('flags each bad field with the domain message, and overlapping bands for the table', () => {
    const rows = startRows([prime]).map((r) => (r.id === null ? { ...r, name: 'Clash', minScore: 80 } : r));
    const { errors } = checkTierRows(rows, 9);
    const key = rows[1]!.key;
    expect(errors[key]).toMatchObject({
      maxScore: 'Score must be between 0 and 100',
      riskLevel: 'Please enter risk level',
      maxTenure: 'Max Tenure must be between 0 and 5',
    });
    const overlapping = rows.map((r) =>
      r.id === null
        ? { ...r, maxScore: 90, riskLevel: 'Mid', minInterestRate: 4, maxInterestRate: 5, maxTenure: '4' }
        : r,
    );
    expect(checkTierRows(overlapping, 9)).toEqual({ errors: {}, overlap: TIERS_OVERLAP });
    expect(
      checkTierRows(
        overlapping.map((r) => (r.id === 1 ? { ...r, deleted: true } : r)),
        9,
      ).overlap,
    ).toBeNull();
  });
});
