import '@mantine/spotlight/styles.css';
import { Group, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, type SpotlightStore } from '@mantine/spotlight';
import { IconAlertCircle, IconHistory, IconLayoutGrid, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { bestMatchRank, type SearchGroup } from '@rc/contract/search';
import { errorMessage } from '@/lib/api-error.ts';
import { usePermissions, useProfile } from '@/lib/session-store.ts';
import { areaIcon } from './area-icons.ts';
import { closeCommandPalette, useCommandPaletteOpened } from './command-palette-store.ts';
import { matchScreens, paletteScreens, readableScreens, type PaletteMenuEntry, type PaletteTitles } from './palette-screens.ts';
import { useRecentItems, type RecentItem } from './recent-items.ts';
import { useRecordSearch } from './search-api.ts';
import classes from './command-palette.module.css';

/** Typing pauses this long before the records are asked for. */
const DEBOUNCE_MS = 250;
const MAX_SCREENS = 8;

const [store, palette] = createSpotlight();

/**
 * When records arrive, the first result is highlighted (the best match comes first), so Enter
 * opens it straight away. Spotlight marks the highlighted action in the DOM
 * (`data-selected`) and keeps its index in the store; this does the same for the first action.
 */
function highlightFirst(spotlightStore: SpotlightStore): void {
  const list = document.getElementById(spotlightStore.getState().listId);
  const first = list?.querySelector('[data-action]');
  if (!list || !first) return;
  for (const selected of list.querySelectorAll('[data-selected]')) selected.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  spotlightStore.updateState((state) => ({ ...state, selected: 0 }));
}

/**
 * The command palette: screens the person can open and records of the areas they can read, found
 * as they type; recent picks first when nothing is typed. Arrows move, Enter opens, Esc closes.
 */
export default function CommandPalette({ menu, titles }: { menu: readonly PaletteMenuEntry[]; titles: PaletteTitles }) {
  const opened = useCommandPaletteOpened();
  const permissions = usePermissions();
  const userId = useProfile()?.id ?? 0;
  const navigate = useNavigate();
  const recent = useRecentItems(userId);
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const [debounced] = useDebouncedValue(typed, DEBOUNCE_MS);
  const search = useRecordSearch(opened ? debounced : '');

  useEffect(() => {
    if (opened) palette.open();
    else palette.close();
  }, [opened]);

  // The dialog is named for screen readers (Spotlight gives its dialog no title to be named by).
  useEffect(() => {
    if (!opened) return;
    let frame = 0;
    let tries = 0;
    const name = () => {
      const dialog = document.querySelector('[data-testid="command-palette"] [role="dialog"]');
      if (dialog) dialog.setAttribute('aria-label', 'Command palette');
      else if (tries++ < 60) frame = requestAnimationFrame(name);
    };
    name();
    return () => cancelAnimationFrame(frame);
  }, [opened]);

  const screens = useMemo(() => readableScreens(paletteScreens(menu, titles), permissions), [menu, titles, permissions]);
  const shownScreens = matchScreens(screens, typed).slice(0, MAX_SCREENS);
  const readablePaths = new Set(screens.map((s) => s.path));
  const recentItems = recent.items.filter((item) => item.kind === 'record' || readablePaths.has(item.path));
  const settled = typed !== '' && debounced === typed && !search.isFetching;
  const groups: SearchGroup[] = typed && search.data && settled ? search.data.filter((g) => g.items.length > 0) : [];
  const searching = typed !== '' && !settled && !search.isError;
  const nothing = typed !== '' && settled && !search.isError && groups.length === 0 && shownScreens.length === 0;
  const resultsKey = groups.map((g) => `${g.area}:${g.items.map((i) => i.id).join(',')}`).join('|');

  useEffect(() => {
    if (opened && resultsKey) highlightFirst(store);
  }, [opened, resultsKey]);

  // Record groups come answered best match first; the screens go before the first group that matches
  // no better than they do, so Enter opens an exact title wherever it is found.
  const screensRank = bestMatchRank(
    shownScreens.map((screen) => screen.label),
    typed,
  );
  const firstAfterScreens = groups.findIndex(
    (group) =>
      bestMatchRank(
        group.items.map((item) => item.title),
        typed,
      ) >= screensRank,
  );
  const split = firstAfterScreens === -1 ? groups.length : firstAfterScreens;
  const groupsBeforeScreens = groups.slice(0, split);
  const groupsAfterScreens = groups.slice(split);

  const recordGroup = (group: SearchGroup) => {
    const Icon = areaIcon(group.area);
    return (
      <Spotlight.ActionsGroup key={group.area} label={group.label} role="group" aria-label={group.label} data-area={group.area}>
        {group.items.map((item) => (
          <Spotlight.Action
            key={`${group.area}:${item.id}`}
            label={item.title}
            description={item.subtitle}
            leftSection={<Icon size={18} stroke={1.6} />}
            highlightQuery
            onClick={() =>
              open({ kind: 'record', path: item.path, title: item.title, subtitle: item.subtitle, group: group.label })
            }
          />
        ))}
      </Spotlight.ActionsGroup>
    );
  };

  const open = (item: RecentItem) => {
    recent.remember(item);
    void navigate(item.path);
  };

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightClose={closeCommandPalette}
      scrollable
      maxHeight="min(520px, calc(100dvh - 180px))"
      yOffset="8vh"
      size={640}
      classNames={{ content: classes.content, action: classes.action }}
      data-testid="command-palette"
    >
      <Spotlight.Search
        placeholder="Go to a screen, or find a client, article, stock…"
        aria-label="Search screens and records"
        leftSection={<IconSearch size={18} stroke={1.6} />}
        rightSection={searching ? <Loader size={16} aria-label="Searching" /> : null}
        data-testid="command-palette-search"
      />
      {/* data-searched: the words whose results show (what a test waits for instead of a pause). */}
      <Spotlight.ActionsList aria-label="Results" data-searched={settled ? typed : undefined}>
        {!typed && recentItems.length > 0 ? (
          <Spotlight.ActionsGroup label="Recent" role="group" aria-label="Recent">
            {recentItems.map((item) => (
              <Spotlight.Action
                key={`recent:${item.path}`}
                label={item.title}
                description={item.subtitle ? `${item.group} · ${item.subtitle}` : item.group}
                leftSection={<IconHistory size={18} stroke={1.6} />}
                onClick={() => open(item)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {groupsBeforeScreens.map(recordGroup)}
        {shownScreens.length > 0 ? (
          <Spotlight.ActionsGroup label={typed ? 'Screens' : 'Go to'} role="group" aria-label={typed ? 'Screens' : 'Go to'}>
            {shownScreens.map((screen) => (
              <Spotlight.Action
                key={`screen:${screen.route}`}
                label={screen.label}
                description={screen.description}
                leftSection={<IconLayoutGrid size={18} stroke={1.6} />}
                highlightQuery
                onClick={() => open({ kind: 'screen', path: screen.path, title: screen.label, group: 'Screen' })}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {groupsAfterScreens.map(recordGroup)}
        {searching ? (
          <Group gap="xs" className={classes.state} role="status" data-testid="command-palette-loading">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Searching records…
            </Text>
          </Group>
        ) : null}
        {search.isError && typed ? (
          <Group gap="xs" className={classes.state} role="alert">
            <IconAlertCircle size={16} color="var(--mantine-color-red-6)" />
            <Text size="sm" c="red.7">
              Records could not be searched: {errorMessage(search.error)}
            </Text>
          </Group>
        ) : null}
        {nothing ? (
          <div className={classes.empty} role="status" data-testid="command-palette-empty">
            <Text size="sm" fw={600}>
              Nothing found for “{typed}”
            </Text>
            <Text size="xs" c="dimmed">
              Try a name, a title or a ticker. Only the areas you can open are searched.
            </Text>
          </div>
        ) : null}
      </Spotlight.ActionsList>
      <Spotlight.Footer className={classes.footer}>
        <span>
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> move
        </span>
        <span>
          <Kbd size="xs">Enter</Kbd> open
        </span>
        <span>
          <Kbd size="xs">Esc</Kbd> close
        </span>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
