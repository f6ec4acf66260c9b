import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hpNoKey,
  parseRecent,
  rememberRecent,
  SPOTLIGHT_KINDS,
  SPOTLIGHT_RECENT_LIMIT,
  type SpotlightHit,
  spotlightApplicationId,
  spotlightHpPattern,
  spotlightPath,
  spotlightPattern,
  spotlightQuerySchema,
} from './spotlight';

const hit = (kind: SpotlightHit['kind'], id: number): SpotlightHit => ({
  kind,
  id,
  title: `${kind} ${id}`,
  detail: '',
});

describe('spotlight term', () => {
  it.each([
    ['a', false],
    [' a ', false],
    ['ab', true],
    ['  jaya  ', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
  ])('%j is a term: %s', (term, ok) => {
    expect(spotlightQuerySchema.safeParse({ term }).success).toBe(ok);
  });

  it.each([
    ['Jaya', '%jaya%'],
    ['SB/HP/2025', '%sb/hp/2025%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
  ])('%j is matched as %j', (term, pattern) => {
    expect(spotlightPattern(term)).toBe(pattern);
  });

  it.each([
    ['1234', 1234],
    ['#77', 77],
    [' 12 ', 12],
    ['0', null],
    ['12a', null],
    ['SB/HP/2025/0077', null],
    ['1234567890', null],
  ])('%j names application %s', (term, id) => {
    expect(spotlightApplicationId(term)).toBe(id);
  });

  it('a pattern matches literally: no term widens to every row', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (term) => {
        const pattern = spotlightPattern(term);
        const unescaped = pattern.slice(1, -1).replace(/\\(.)/g, '');
        expect(unescaped).not.toMatch(/[%_]/);
      }),
    );
  });
});

describe('spotlight paths', () => {
  it.each([
    ['company', '/company/profile/5'],
    ['application', '/application/pending/5'],
    ['agreement', '/application/master/profile/5'],
    ['user', '/user/profile/5'],
  ] as const)('a %s opens %s', (kind, path) => {
    expect(spotlightPath({ kind, id: 5 })).toBe(path);
  });
});

describe('recent items', () => {
  it('puts the opened record first, once', () => {
    const recent = [hit('company', 1), hit('agreement', 2), hit('company', 3)];
    expect(rememberRecent(recent, hit('agreement', 2)).map((h) => `${h.kind}${h.id}`)).toEqual([
      'agreement2',
      'company1',
      'company3',
    ]);
    // The same id of another kind is another record.
    expect(rememberRecent(recent, hit('user', 1))).toHaveLength(4);
  });

  it('keeps at most the limit, most recent first, never a record twice', () => {
    const arbHit = fc.record({
      kind: fc.constantFrom(...SPOTLIGHT_KINDS),
      id: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(
      fc.property(fc.array(arbHit, { maxLength: 40 }), (opened) => {
        let recent: SpotlightHit[] = [];
        for (const item of opened) recent = rememberRecent(recent, hit(item.kind, item.id));
        expect(recent.length).toBeLessThanOrEqual(SPOTLIGHT_RECENT_LIMIT);
        const keys = recent.map((h) => `${h.kind}:${h.id}`);
        expect(new Set(keys).size).toBe(keys.length);
        const last = opened.at(-1);
        if (last) expect(recent[0]).toMatchObject(last);
      }),
    );
  });

  it('reads back only what parses', () => {
    expect(parseRecent('nonsense')).toEqual([]);
    expect(parseRecent([hit('company', 1), { kind: 'x', id: 1 }, null, hit('user', 2)])).toEqual([
      hit('company', 1),
      hit('user', 2),
    ]);
    expect(parseRecent(Array.from({ length: 20 }, (_, i) => hit('company', i + 1)))).toHaveLength(
      SPOTLIGHT_RECENT_LIMIT,
    );
  });
});

describe('issue 41: an HP number typed without its slashes, or with spaces', () => {
  it.each<[string, string | null]>([
    ['sbhp20240905', '%sbhp20240905%'],
    ['SB HP 2024 0905', '%sbhp20240905%'],
    ['SB/HP/2024/0905', '%sbhp20240905%'],
    ['sb-hp-2024', '%sbhp2024%'],
    ['0905', '%0905%'],
    ['2024/09', '%202409%'],
    ['090', null],
    ['Jaya Sdn Bhd', null],
    ['sb hp', null],
  ])('%j -> %j', (term, pattern) => {
    expect(spotlightHpPattern(term)).toBe(pattern);
  });

  it('property: however it is spaced, slashed or cased, an HP number has one key, found in its own', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9]{1,5}$/);
    const separator = fc.constantFrom('/', ' ', '', '-', '  ', '.');
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), separator, separator, (parts, a, b) => {
        const stored = parts.join(a);
        const typed = parts.join(b).toUpperCase();
        expect(hpNoKey(typed)).toBe(hpNoKey(stored));
        expect(hpNoKey(stored)).toMatch(/^[a-z0-9]*$/);
        const pattern = spotlightHpPattern(typed);
        if (pattern !== null) expect(`%${hpNoKey(stored)}%`).toBe(pattern);
      }),
    );
  });
});
