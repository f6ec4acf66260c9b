import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnswerCache, answerKey, procedureAnswerKey, wantsFresh } from './answer-cache';

const at = (version: number | null, fresh = false) => ({ version, fresh });

/** A computation that counts its calls and answers with the version it was asked at. */
function counter() {
  let calls = 0;
  return {
    compute: (version: number | null) => async () => ({ version, call: ++calls }),
    get calls() {
      return calls;
    },
  };
}

describe('AnswerCache', () => {
  it('computes an answer once per key and version, concurrent requests sharing it', async () => {
    const cache = new AnswerCache();
    const count = counter();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.answer('a', at(7), count.compute(7))),
    );
    expect(count.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(await cache.answer('b', at(7), count.compute(7))).toEqual({ version: 7, call: 2 });
  });

  it('computes afresh at a newer version and forgets every older answer', async () => {
    const cache = new AnswerCache();
    const count = counter();
    await cache.answer('a', at(7), count.compute(7));
    await cache.answer('b', at(7), count.compute(7));
    expect(await cache.answer('a', at(8), count.compute(8))).toEqual({ version: 8, call: 3 });
    expect(cache.size).toBe(1);
    expect(await cache.answer('a', at(8), count.compute(8))).toEqual({ version: 8, call: 3 });
  });

  it('starts afresh at an older version too (a restored database may reach a version again with other data)', async () => {
    const cache = new AnswerCache();
    const count = counter();
    await cache.answer('a', at(8), count.compute(8));
    expect(await cache.answer('a', at(7), count.compute(7))).toEqual({ version: 7, call: 2 });
    expect(await cache.answer('a', at(8), count.compute(8))).toEqual({ version: 8, call: 3 });
    expect(await cache.answer('a', at(8), count.compute(8))).toEqual({ version: 8, call: 3 });
  });

  it.each([
    ['no version (a request without one)', at(null), 2, 0],
    ['Cache-Control: no-cache', at(3, true), 2, 1],
  ])('computes every time with %s', async (_, reading, calls, kept) => {
    const cache = new AnswerCache();
    const count = counter();
    await cache.answer('a', reading, count.compute(reading.version));
    await cache.answer('a', reading, count.compute(reading.version));
    expect(count.calls).toBe(calls);
    expect(cache.size).toBe(kept);
  });

  it('peeks at a kept answer only at its version, and never for a fresh or versionless request', async () => {
    const cache = new AnswerCache();
    expect(cache.peek('a', at(1))).toBeUndefined();
    await cache.answer('a', at(1), async () => 'one');
    expect(await cache.peek('a', at(1))).toBe('one');
    expect(cache.peek('b', at(1))).toBeUndefined();
    expect(cache.peek('a', at(1, true))).toBeUndefined();
    expect(cache.peek('a', at(null))).toBeUndefined();
    expect(cache.peek('a', at(2))).toBeUndefined();
    expect(cache.peek('a', at(0))).toBeUndefined();
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = new AnswerCache();
    await expect(cache.answer('a', at(1), () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await cache.answer('a', at(1), async () => 'back')).toBe('back');
  });

  it('holds at most its capacity, the least recently used leaving first', async () => {
    const cache = new AnswerCache(2);
    const count = counter();
    await cache.answer('a', at(1), count.compute(1));
    await cache.answer('b', at(1), count.compute(1));
    await cache.answer('a', at(1), count.compute(1)); // a used again: b is now the oldest
    await cache.answer('c', at(1), count.compute(1));
    expect(cache.size).toBe(2);
    expect(count.calls).toBe(3);
    await cache.answer('a', at(1), count.compute(1));
    expect(count.calls).toBe(3);
    await cache.answer('b', at(1), count.compute(1));
    expect(count.calls).toBe(4);
  });

  it('never serves an answer computed at another version than the request read, in any order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.constantFrom('a', 'b', 'c'),
            version: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
            fresh: fc.boolean(),
          }),
          { maxLength: 60 },
        ),
        fc.integer({ min: 1, max: 4 }),
        async (requests, capacity) => {
          const cache = new AnswerCache(capacity);
          for (const { key, version, fresh } of requests) {
            const answer = await cache.answer(key, at(version, fresh), async () => ({ key, version }));
            expect(answer).toEqual({ key, version });
          }
          expect(cache.size).toBeLessThanOrEqual(capacity);
        },
      ),
    );
  });
});

describe('answerKey and wantsFresh', () => {
  it('keys a procedure and its input', () => {
    expect(answerKey('hirer.list', { page: 2, pageSize: 10 })).toBe('hirer.list {"page":2,"pageSize":10}');
    expect(answerKey('vendor.all', undefined)).toBe('vendor.all null');
    expect(procedureAnswerKey('hirer.list', 'Staff', { page: 1 })).not.toBe(
      procedureAnswerKey('hirer.list', 'Superadmin', { page: 1 }),
    );
  });

  it.each([
    [undefined, false],
    ['max-age=0', false],
    ['no-cache', true],
    ['No-Store', true],
    [['max-age=0', 'no-cache'], true],
  ])('Cache-Control %j asks for a fresh answer: %s', (header, fresh) => {
    expect(wantsFresh(header)).toBe(fresh);
  });
});
