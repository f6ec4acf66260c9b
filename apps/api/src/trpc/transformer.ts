import superjson from 'superjson';

/** Keys superjson refuses (prototype pollution); an answer holding one takes superjson's way, and its error. */
const pollutingKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Whether superjson would write `value` exactly as JSON.stringify does, with no annotation: only null, booleans,
 * strings, finite numbers other than -0, and plain arrays and objects of those, none of them met twice (superjson
 * records a repeated object as a referential equality).
 */
function isPlainJson(value: unknown, seen: Set<object>): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (seen.has(value)) return false;
      seen.add(value);
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype) return false;
        for (let i = 0; i < value.length; i++) {
          if (!(i in value) || !isPlainJson(value[i], seen)) return false;
        }
        return Object.keys(value).length === value.length;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      if (Object.getOwnPropertySymbols(value).length > 0) return false;
      for (const key in value) {
        if (!Object.hasOwn(value, key) || pollutingKeys.has(key)) return false;
        if (!isPlainJson((value as Record<string, unknown>)[key], seen)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/**
 * tRPC's data transformer: superjson, which the web app's link reads, with a shortcut for answers that are plain
 * JSON already (most lists: strings and numbers). superjson walks every value to build its annotations, about
 * 0.1 ms for a page of ten companies; checking that there is nothing to annotate costs a few microseconds, and
 * the answer is the same `{ json }` superjson would write.
 */
export const transformer = {
  serialize(value: unknown): ReturnType<typeof superjson.serialize> {
    if (isPlainJson(value, new Set()))
      return { json: value as ReturnType<typeof superjson.serialize>['json'] };
    return superjson.serialize(value);
  },
  deserialize: superjson.deserialize.bind(superjson),
};
