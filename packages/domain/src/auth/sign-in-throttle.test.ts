import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  delayAfter,
  retryAfterSeconds,
  SIGN_IN_THROTTLE,
  type SignInFailures,
  signInWaitMs,
} from './sign-in-throttle';

const now = new Date('2026-11-23T10:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const none = { count: 0, lastAt: null };
const failures = (over: Partial<SignInFailures>): SignInFailures => ({
  pair: none,
  address: none,
  username: none,
  knownAddress: false,
  ...over,
});

describe('issue 9: sign-in slows down, never locks', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1000],
    [6, 2000],
    [8, 8000],
    [11, 60_000],
    [500, 60_000],
  ])('%i failures of one (username, address) ask for a wait of %i ms', (count, ms) => {
    expect(delayAfter(count, SIGN_IN_THROTTLE.pair)).toBe(ms);
  });

  it.each<[string, Partial<SignInFailures>, number]>([
    ['no failures', {}, 0],
    ['4 failures of the pair', { pair: { count: 4, lastAt: secondsAgo(0) } }, 0],
    ['6 failures of the pair, the last 1 s ago', { pair: { count: 6, lastAt: secondsAgo(1) } }, 1000],
    ['6 failures of the pair, the last 2 s ago', { pair: { count: 6, lastAt: secondsAgo(2) } }, 0],
    ['30 failures of the pair, the last 10 s ago', { pair: { count: 30, lastAt: secondsAgo(10) } }, 50_000],
    ['19 failures of the address', { address: { count: 19, lastAt: secondsAgo(0) } }, 0],
    ['21 failures of the address, 1 s ago', { address: { count: 21, lastAt: secondsAgo(1) } }, 1000],
    ['99 failures of the username', { username: { count: 99, lastAt: secondsAgo(0) } }, 0],
    ['200 failures of the username, now', { username: { count: 200, lastAt: secondsAgo(0) } }, 60_000],
    [
      '200 failures of the username, from an address the owner used',
      { username: { count: 200, lastAt: secondsAgo(0) }, knownAddress: true },
      0,
    ],
    [
      'the longest of the scopes',
      { pair: { count: 6, lastAt: secondsAgo(0) }, address: { count: 25, lastAt: secondsAgo(0) } },
      32_000,
    ],
  ])('%s: wait %i ms', (_, over, ms) => {
    expect(signInWaitMs(failures(over), now)).toBe(ms);
  });

  it('no amount of failures ever asks for more than the largest cap (slow down, not lock)', () => {
    const tally = fc.record({
      count: fc.nat({ max: 1_000_000 }),
      lastAt: fc.option(fc.integer({ min: -86_400, max: 0 }).map((s) => secondsAgo(-s))),
    });
    fc.assert(
      fc.property(tally, tally, tally, fc.boolean(), (pair, address, username, knownAddress) => {
        const wait = signInWaitMs({ pair, address, username, knownAddress }, now);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(60_000);
      }),
    );
  });

  it('one attacker from one address is held back by the pair and address scopes long before the username ceiling', () => {
    // Guessing as fast as allowed for the whole window from one address.
    let count = 0;
    let t = 0;
    while (t < SIGN_IN_THROTTLE.windowMs) {
      t += Math.max(1, delayAfter(count, SIGN_IN_THROTTLE.pair), delayAfter(count, SIGN_IN_THROTTLE.address));
      count += 1;
    }
    expect(count).toBeLessThan(SIGN_IN_THROTTLE.username.freeFailures);
  });

  it.each([
    [1, 1],
    [999, 1],
    [1001, 2],
    [60_000, 60],
  ])('Retry-After of %i ms is %i s', (ms, s) => {
    expect(retryAfterSeconds(ms)).toBe(s);
  });
});
