/**
 * Sign-in slows down instead of locking (issue 9): wrong passwords are counted per (username, address), per
 * address and per username over a window. Past a few free failures each further attempt waits for a delay that
 * doubles with every failure, capped, so an attacker gets a handful of guesses an hour while the owner of an
 * account waits at most a minute, however long someone else keeps trying.
 */
export interface ThrottleScope {
  /** Failures in the window that cost nothing. */
  freeFailures: number;
  /** The longest wait after the last failure. */
  maxDelayMs: number;
}

export interface SignInThrottlePolicy {
  windowMs: number;
  /** One address guessing one account. */
  pair: ThrottleScope;
  /** One address trying many accounts (password spraying). */
  address: ThrottleScope;
  /**
   * One account tried from many addresses. Set high enough that one attacker (held back by `pair` and `address`
   * long before) never reaches it, and not applied to an address the owner has signed in from before.
   */
  username: ThrottleScope;
}

export const SIGN_IN_THROTTLE: SignInThrottlePolicy = {
  windowMs: 15 * 60_000,
  pair: { freeFailures: 5, maxDelayMs: 60_000 },
  address: { freeFailures: 20, maxDelayMs: 60_000 },
  username: { freeFailures: 100, maxDelayMs: 60_000 },
};

/** Failures of one scope inside the window: how many, and when the last one was. */
export interface FailureTally {
  count: number;
  lastAt: Date | null;
}

export interface SignInFailures {
  pair: FailureTally;
  address: FailureTally;
  username: FailureTally;
  /** The address signed in successfully as this username before: the per-username ceiling does not apply. */
  knownAddress: boolean;
}

/** The wait a scope asks for after its last failure: nothing within the free failures, then 1 s, 2 s, 4 s ... */
export function delayAfter(count: number, scope: ThrottleScope): number {
  if (count < scope.freeFailures) return 0;
  const doublings = Math.min(count - scope.freeFailures, 30);
  return Math.min(1000 * 2 ** doublings, scope.maxDelayMs);
}

function waitOf(tally: FailureTally, scope: ThrottleScope, now: Date): number {
  if (tally.lastAt === null) return 0;
  const until = tally.lastAt.getTime() + delayAfter(tally.count, scope);
  return Math.max(0, until - now.getTime());
}

/** How long this attempt must wait, in milliseconds; 0 lets it through to the password check. */
export function signInWaitMs(
  failures: SignInFailures,
  now: Date,
  policy: SignInThrottlePolicy = SIGN_IN_THROTTLE,
): number {
  return Math.max(
    waitOf(failures.pair, policy.pair, now),
    waitOf(failures.address, policy.address, now),
    failures.knownAddress ? 0 : waitOf(failures.username, policy.username, now),
  );
}

/** Whole seconds for a `Retry-After` header: never 0 for a refused attempt. */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

export const tooManySignInAttempts = (seconds: number) =>
  `Too many sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
