import { describe, expect, it } from 'vitest';
import { isMandatoryChecklistComplete, MANDATORY_CHECKLIST_ITEMS } from './checklist';

describe('origination.md §5 mandatory checklist: ctos, nrics, bankStatements, formD', () => {
  it('names the four mandatory items', () => {
    expect(MANDATORY_CHECKLIST_ITEMS).toEqual(['ctos', 'nrics', 'bankStatements', 'formD']);
  });
  it.each<[Record<string, boolean | null> | null, boolean]>([
    [{ ctos: true, nrics: true, bankStatements: true, formD: true }, true],
    [{ ctos: true, nrics: true, bankStatements: true, formD: null }, false],
    [{ ctos: true, nrics: true, bankStatements: false, formD: true }, false],
    [{}, false],
    [null, false],
  ])('%j complete: %s', (checklist, expected) => {
    expect(isMandatoryChecklistComplete(checklist)).toBe(expected);
  });
});
