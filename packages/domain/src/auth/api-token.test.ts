import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowListEntryIssue,
  apiTokenExpiryIssue,
  apiTokenIssueSchema,
  apiTokenRefusal,
  ipAllowed,
  isApiToken,
  rateLimitWait,
  rateWindowStart,
} from './api-token';

const now = new Date('2026-11-28T10:00:00Z');
const live = {
  revokedAt: null,
  expiresAt: new Date('2027-01-01T00:00:00Z'),
  allowList: [],
  userActive: true,
  personActive: true,
};

describe('apiTokenRefusal', () => {
  it.each([
    ['live', live, '10.0.0.1', undefined],
    ['revoked', { ...live, revokedAt: new Date('2026-11-01') }, '10.0.0.1', 'revoked'],
    ['expired', { ...live, expiresAt: now }, '10.0.0.1', 'expired'],
    ['user inactive', { ...live, userActive: false }, '10.0.0.1', 'user inactive'],
    ['its person deactivated', { ...live, personActive: false }, '10.0.0.1', 'person inactive'],
    ['wrong address', { ...live, allowList: ['192.168.1.0/24'] }, '10.0.0.1', 'address not allowed'],
    ['allowed address', { ...live, allowList: ['192.168.1.0/24'] }, '192.168.1.77', undefined],
    ['no address with a list', { ...live, allowList: ['192.168.1.5'] }, null, 'address not allowed'],
  ] as const)('%s', (_name, token, ip, expected) => {
    expect(apiTokenRefusal(token, ip, now)).toBe(expected);
  });
});

describe('ipAllowed', () => {
  it.each([
    ['10.1.2.3', ['10.1.0.0/16'], true],
    ['10.2.2.3', ['10.1.0.0/16'], false],
    ['::ffff:10.1.2.3', ['10.1.0.0/16'], true],
    ['10.1.2.3', ['10.1.2.3'], true],
    ['10.1.2.4', ['10.1.2.3'], false],
    ['2001:db8::1', ['2001:db8::1'], true],
    ['2001:db8::2', ['2001:db8::1'], false],
    ['1.2.3.4', ['0.0.0.0/0'], true],
    ['1.2.3.4', [], true],
  ] as const)('%s in %j is %s', (ip, list, expected) => {
    expect(ipAllowed(ip, list)).toBe(expected);
  });

  it('a /32 block allows exactly its address', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.ipV4(), (a, b) => {
        expect(ipAllowed(b, [`${a}/32`])).toBe(a === b);
      }),
    );
  });

  it('every address of a block is allowed and the next block is not', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 8, max: 30 }), (ip, bits) => {
        const [a, b, c, d] = ip.split('.').map(Number) as [number, number, number, number];
        const value = ((a * 256 + b) * 256 + c) * 256 + d;
        const size = 2 ** (32 - bits);
        const next = (Math.floor(value / size) + 1) * size;
        const asIp = (n: number) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');
        expect(ipAllowed(ip, [`${ip}/${bits}`])).toBe(true);
        if (next < 2 ** 32) expect(ipAllowed(asIp(next), [`${ip}/${bits}`])).toBe(false);
      }),
    );
  });
});

describe('allowListEntryIssue', () => {
  it.each(['10.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '2001:db8::1'])('accepts %s', (entry) => {
    expect(allowListEntryIssue(entry)).toBeUndefined();
  });
  it.each(['10.0.0', '10.0.0.256', '10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '2001:db8::/32'])(
    'refuses %s',
    (entry) => {
      expect(allowListEntryIssue(entry)).toMatch(/not an IP address|invalid prefix/);
    },
  );
});

describe('the issue form', () => {
  const valid = { name: 'Bank feed', userId: null, roleId: 4, expiresAt: '2027-01-01', ipAllowList: [] };

  it('accepts a service account token', () => {
    expect(apiTokenIssueSchema.parse(valid).expiresAt).toEqual(new Date('2027-01-01'));
  });

  it.each([
    [{ name: ' ' }, 'Please enter the token name'],
    [{ ipAllowList: ['10.0.0.0/40'] }, "'10.0.0.0/40' has an invalid prefix length"],
  ])('refuses %j', (change, message) => {
    const result = apiTokenIssueSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('judges the expiry against the clock', () => {
    expect(apiTokenExpiryIssue(now, now)).toBe('The expiry date must be in the future');
    expect(apiTokenExpiryIssue(new Date('2027-11-28T00:00:00Z'), now)).toBeUndefined();
    expect(apiTokenExpiryIssue(new Date('2028-01-01T00:00:00Z'), now)).toBe('A token lives at most 366 days');
  });
});

describe('isApiToken', () => {
  it('tells an API token from a session token', () => {
    expect(isApiToken('sbt_0123456789abcdefghij')).toBe(true);
    expect(isApiToken('sbt_')).toBe(false);
    expect(isApiToken('Zm9vYmFyYmF6cXV4cXV1eA')).toBe(false);
  });
});

describe('the shared rate limit (issue 40)', () => {
  it('allows the limit in a minute window, refuses the next with the seconds left, and starts afresh after', () => {
    expect(rateWindowStart(61_500)).toBe(60_000);
    expect(rateLimitWait(3, 61_000, 3)).toBeNull();
    expect(rateLimitWait(4, 90_000, 3)).toBe(30);
    expect(rateLimitWait(4, 119_999, 3)).toBe(1);
    expect(rateLimitWait(1, 120_000, 3)).toBeNull();
  });

  it('lets exactly the limit through in one window, and asks to wait until it ends', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 59_999 }), { maxLength: 50 }),
        fc.nat(10),
        (times, limit) => {
          let allowed = 0;
          for (const [index, t] of [...times].sort((a, b) => a - b).entries()) {
            const wait = rateLimitWait(index + 1, t, limit);
            if (wait === null) allowed++;
            else expect(t + wait * 1000).toBeGreaterThanOrEqual(60_000);
          }
          expect(allowed).toBe(Math.min(limit, times.length));
        },
      ),
    );
  });
});
