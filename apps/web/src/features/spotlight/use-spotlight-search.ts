import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { parseRecent, rememberRecent, SPOTLIGHT_MIN_TERM, type SpotlightHit } from '@sewabeli/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

/**
 * The server's hits for the query, asked 120 ms after the last keystroke. Only the answer to the term on screen is
 * shown: an earlier term's hits kept while typing could be opened by an Enter meant for the new one.
 */
export function useSpotlightSearch(query: string) {
  const trpc = useTRPC();
  const [term] = useDebouncedValue(query.trim(), 120);
  const enabled = term.length >= SPOTLIGHT_MIN_TERM;
  const result = useQuery({
    ...trpc.spotlight.search.queryOptions({ term }),
    enabled,
    staleTime: 30_000,
    meta: { silent: true },
  });
  return {
    hits: enabled && term === query.trim() ? (result.data?.hits ?? []) : [],
    /** Typed but not yet answered (debounce or request under way). */
    searching: query.trim().length >= SPOTLIGHT_MIN_TERM && (term !== query.trim() || result.isFetching),
    failed: enabled && result.isError,
  };
}

/** What this person opened last from the spotlight, kept in this browser per user. */
export function useRecentHits(userId: number) {
  const [stored, setStored] = useLocalStorage<unknown>({
    key: `sewabeli.spotlight.recent.${userId}`,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const recent = parseRecent(stored);
  const remember = useCallback(
    (hit: SpotlightHit) => setStored((current: unknown) => rememberRecent(parseRecent(current), hit)),
    [setStored],
  );
  return { recent, remember };
}
