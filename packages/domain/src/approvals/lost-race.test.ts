import { describe, expect, it } from 'vitest';
import { applicationRaceMessage, lostRaceMessage, positionRaceMessage } from './lost-race';
import { PROGRESS_ID } from './progress';

const now = new Date('2026-11-28T08:00:00Z');
const justNow = { name: 'Aisyah Kamal', at: '2026-11-28T07:59:58Z' };

describe('issue 28: the person who lost a race reads what happened and who did it', () => {
  it.each([
    [
      { seq: 8, progressId: PROGRESS_ID.completed, lockStatus: 1 },
      'This application was completed a moment ago by Aisyah Kamal',
    ],
    [
      { seq: 7, progressId: PROGRESS_ID.agreements, lockStatus: 1 },
      'This application was approved a moment ago by Aisyah Kamal',
    ],
    [
      { seq: 6, progressId: PROGRESS_ID.approval, lockStatus: 1 },
      'This application was submitted a moment ago by Aisyah Kamal',
    ],
    [
      { seq: 5, progressId: PROGRESS_ID.reattempt, lockStatus: 0 },
      'This application was re-attempted a moment ago by Aisyah Kamal',
    ],
    [{ seq: 5, progressId: PROGRESS_ID.result, lockStatus: 0 }, null],
    [{ seq: 3, progressId: PROGRESS_ID.product, lockStatus: 0 }, null],
  ])('%j: %s', (found, message) => {
    expect(applicationRaceMessage(found, justNow, now)).toBe(message);
  });

  it('an older change is named without "a moment ago"; an unknown person is left out', () => {
    expect(
      lostRaceMessage('This application', 'completed', { name: 'Lim Wei', at: '2026-11-27T08:00:00Z' }, now),
    ).toBe('This application was completed by Lim Wei');
    expect(lostRaceMessage('This application', 'completed', { name: null, at: justNow.at }, now)).toBe(
      'This application was completed a moment ago',
    );
  });

  it('with no one known to have moved it, the rule’s own message stands', () => {
    const found = { seq: 8, progressId: PROGRESS_ID.completed, lockStatus: 1 };
    expect(applicationRaceMessage(found, { name: null, at: justNow.at }, now)).toBeNull();
  });

  it('a decided position says how and by whom', () => {
    expect(positionRaceMessage(1, justNow, now)).toBe(
      'This position was approved a moment ago by Aisyah Kamal',
    );
    expect(positionRaceMessage(0, justNow, now)).toBe(
      'This position was rejected a moment ago by Aisyah Kamal',
    );
  });
});
