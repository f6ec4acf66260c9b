import '@mantine/spotlight/styles.css';
import { Group, Loader, Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import {
  SPOTLIGHT_GROUP_LABELS,
  SPOTLIGHT_KINDS,
  SPOTLIGHT_MIN_TERM,
  type SpotlightHit,
  spotlightPath,
} from '@sewabeli/domain';
import {
  IconArrowRight,
  IconBuildingSkyscraper,
  IconClockHour4,
  IconFileText,
  IconListDetails,
  IconSearch,
  IconUser,
  type TablerIcon,
} from '@tabler/icons-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../auth/hooks/use-current-user';
import { goToActions, matchGoTo } from './spotlight-actions';
import { selectFirstResult, spotlightStore } from './spotlight-store';
import { useRecentHits, useSpotlightSearch } from './use-spotlight-search';

const ICONS: Record<SpotlightHit['kind'], TablerIcon> = {
  company: IconBuildingSkyscraper,
  application: IconFileText,
  agreement: IconListDetails,
  user: IconUser,
};

/**
 * The results scroll; their region takes focus so the keyboard can scroll it too (axe: scrollable-region-focusable).
 * ActionsList hands these to its ScrollArea.Autosize, whose props its type does not list.
 */
const RESULTS_LIST = {
  viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Search results' },
} as Partial<ComponentProps<typeof Spotlight.ActionsList>>;

export const SPOTLIGHT_SEARCH_LABEL = 'Search companies, applications and agreements';

/**
 * Issue 29: Ctrl+K (Cmd+K) or '/' from any screen opens one search over companies, applications, agreements and,
 * for those who manage users, staff, plus the screens this person may open; arrows and Enter choose. Empty, it
 * shows what this person opened last.
 */
export function AppSpotlight() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { hits, searching, failed } = useSpotlightSearch(query);
  const { recent, remember } = useRecentHits(me.id);
  const goTo = query.trim() ? matchGoTo(goToActions(me), query) : [];

  const open = (hit: SpotlightHit) => {
    remember(hit);
    void navigate(spotlightPath(hit));
  };
  const hitAction = (hit: SpotlightHit, icon: TablerIcon = ICONS[hit.kind]) => {
    const Icon = icon;
    return (
      <Spotlight.Action
        key={`${hit.kind}:${hit.id}`}
        label={hit.title}
        description={hit.detail || undefined}
        leftSection={<Icon size={20} stroke={1.5} aria-hidden />}
        onClick={() => open(hit)}
        data-testid={`spotlight-${hit.kind}-${hit.id}`}
      />
    );
  };

  const groups = SPOTLIGHT_KINDS.map((kind) => ({
    kind,
    hits: hits.filter((hit) => hit.kind === kind),
  })).filter((group) => group.hits.length > 0);
  const typed = query.trim().length;
  const shown = [...hits, ...goTo]
    .map((item) => ('kind' in item ? `${item.kind}:${item.id}` : item.id))
    .join();
  useEffect(() => {
    if (shown) selectFirstResult();
  }, [shown]);

  let empty: string | null = null;
  if (typed === 0 && recent.length === 0) empty = 'Type a company, HP number, chassis or application number';
  else if (typed > 0 && typed < SPOTLIGHT_MIN_TERM && goTo.length === 0)
    empty = `Type at least ${SPOTLIGHT_MIN_TERM} characters`;
  else if (typed >= SPOTLIGHT_MIN_TERM && !searching && groups.length === 0 && goTo.length === 0)
    empty = failed ? 'The search did not answer; please try again.' : 'No Record Found';

  return (
    <Spotlight.Root
      store={spotlightStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K', '/']}
      scrollable
      maxHeight={480}
    >
      <Spotlight.Search
        placeholder="Search companies, HP numbers, chassis, applications…"
        aria-label={SPOTLIGHT_SEARCH_LABEL}
        leftSection={<IconSearch size={18} stroke={1.5} aria-hidden />}
        rightSection={searching ? <Loader size="xs" aria-label="Searching" /> : null}
      />
      <Spotlight.ActionsList {...RESULTS_LIST}>
        {typed === 0 && recent.length > 0 && (
          <Spotlight.ActionsGroup label="Recent">
            {recent.map((hit) => hitAction(hit, IconClockHour4))}
          </Spotlight.ActionsGroup>
        )}
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.kind} label={SPOTLIGHT_GROUP_LABELS[group.kind]}>
            {group.hits.map((hit) => hitAction(hit))}
          </Spotlight.ActionsGroup>
        ))}
        {goTo.length > 0 && (
          <Spotlight.ActionsGroup label="Go to">
            {goTo.map((action) => (
              <Spotlight.Action
                key={action.id}
                label={action.label}
                leftSection={<IconArrowRight size={20} stroke={1.5} aria-hidden />}
                onClick={() => void navigate(action.to)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {empty && <Spotlight.Empty>{empty}</Spotlight.Empty>}
      </Spotlight.ActionsList>
      <Group
        px="md"
        py={6}
        gap="lg"
        c="dimmed"
        fz="xs"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Text fz="xs">↑ ↓ to choose</Text>
        <Text fz="xs">Enter to open</Text>
        <Text fz="xs">Esc to close</Text>
      </Group>
    </Spotlight.Root>
  );
}
