import { describe, expect, it } from 'vitest';
import { nextTriState, TRI_STATE_FLAGS, type TriState, triStateColour, triStateLabel } from './tri-state';

describe('origination.md §4 tri-state flag: pending -> Yes -> No -> pending', () => {
  it.each<[TriState, TriState, string, string]>([
    [null, 1, 'Pending', 'grey'],
    [1, 0, 'Yes', 'green'],
    [0, null, 'No', 'red'],
  ])('%s -> %s (badge %s, %s)', (value, next, label, colour) => {
    expect(nextTriState(value)).toBe(next);
    expect(triStateLabel(value)).toBe(label);
    expect(triStateColour(value)).toBe(colour);
  });

  it('three clicks return to the start', () => {
    expect(nextTriState(nextTriState(nextTriState(null)))).toBeNull();
  });

  it('lists the eleven master-record flags', () => {
    expect(TRI_STATE_FLAGS).toHaveLength(11);
  });
});
