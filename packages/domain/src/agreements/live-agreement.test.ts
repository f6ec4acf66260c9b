import { describe, expect, it } from 'vitest';
import { type AgreementLine, isCollection, isLiveAgreement } from './live-agreement';

const live: AgreementLine = {
  lineDeleted: false,
  applicationDeleted: false,
  hpNo: 'HP/1',
  agreementExecution: '2026-01-05',
};

describe('a live agreement', () => {
  it.each([
    ['a live executed line', live, true, true],
    ['not yet executed', { ...live, agreementExecution: null }, true, false],
    ['without an HP number', { ...live, hpNo: null }, false, false],
    ['a deleted line', { ...live, lineDeleted: true }, false, false],
    ['a line of a deleted application', { ...live, applicationDeleted: true }, false, false],
  ])('%s: live %s, a collection %s', (_, line, isLive, collection) => {
    expect(isLiveAgreement(line)).toBe(isLive);
    expect(isCollection(line)).toBe(collection);
  });
});
