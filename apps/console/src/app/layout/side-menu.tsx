import { Collapse, Menu, Skeleton, Tooltip } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { PermissionSet } from '@rc/contract/permissions';
import { ROUTES, type PageGroup } from '@rc/contract/routes';
import type { MenuBadge, MenuEntry, MenuGroup, MenuLeaf } from './menu-items.ts';
import { groupOfPage, isGroupActive, isLeafActive, visibleMenu } from './menu-visibility.ts';
import classes from './side-menu.module.css';

export type SideMenuProps = {
  entries: readonly MenuEntry[];
  permissions: Partial<PermissionSet>;
  /** Until the permission set has been fetched the menu shows skeleton items. */
  permissionsFetched: boolean;
  activeGroup: PageGroup | undefined;
  collapsed: boolean;
  badges: Partial<Record<MenuBadge, number>>;
  /** Called after a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
};

const SKELETON_ROWS = 9;

export function SideMenu({
  entries,
  permissions,
  permissionsFetched,
  activeGroup,
  collapsed,
  badges,
  onNavigate,
}: SideMenuProps) {
  const visible = visibleMenu(entries, permissions);
  const pageGroupKey = groupOfPage(visible, activeGroup);
  const [openKey, setOpenKey] = useState<string | null>(pageGroupKey);

  // Landing on a screen opens the group that holds it (still one open group at a time).
  useEffect(() => {
    if (pageGroupKey) setOpenKey(pageGroupKey);
  }, [pageGroupKey]);

  const badgeCount = (badge: MenuBadge | undefined) => (badge ? (badges[badge] ?? 0) : 0);

  return (
    <nav aria-label="Main menu" className={classes.nav} data-collapsed={collapsed || undefined} data-testid="side-menu">
      {!permissionsFetched ? (
        <MenuSkeleton collapsed={collapsed} />
      ) : (
        <ul className={classes.list}>
          {visible.map((entry) =>
            entry.kind === 'item' ? (
              <li key={entry.key}>
                <LeafLink
                  leaf={entry}
                  active={isLeafActive(entry, activeGroup)}
                  collapsed={collapsed}
                  count={badgeCount(entry.badge)}
                  onNavigate={onNavigate}
                />
              </li>
            ) : (
              <li key={entry.key}>
                <GroupEntry
                  group={entry}
                  activeGroup={activeGroup}
                  collapsed={collapsed}
                  open={openKey === entry.key}
                  onToggle={() => setOpenKey((current) => (current === entry.key ? null : entry.key))}
                  count={badgeCount(entry.badge)}
                  badgeCount={badgeCount}
                  onNavigate={onNavigate}
                />
              </li>
            ),
          )}
        </ul>
      )}
    </nav>
  );
}

/** Section 9: the badge shows only when the count is greater than 0. */
function CountBadge({ count, rail = false, label }: { count: number; rail?: boolean; label: string }) {
  if (!(count > 0)) return null;
  return (
    <span className={rail ? classes.railBadge : classes.badge} data-testid="menu-badge" aria-label={`${count} ${label}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

function LeafLink({
  leaf,
  active,
  collapsed,
  count,
  sub = false,
  onNavigate,
}: {
  leaf: MenuLeaf;
  active: boolean;
  collapsed: boolean;
  count: number;
  sub?: boolean;
  onNavigate: (() => void) | undefined;
}) {
  const Icon = leaf.icon;
  const link = (
    <Link
      to={ROUTES[leaf.route].path}
      className={`${classes.item} ${sub ? classes.sub : ''}`}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? leaf.label : undefined}
      data-menu-item={leaf.key}
      onClick={onNavigate}
    >
      {sub ? null : <Icon size={20} stroke={1.7} className={classes.icon} aria-hidden="true" />}
      {collapsed ? <CountBadge count={count} rail label="pending" /> : null}
      {collapsed ? null : <span className={classes.label}>{leaf.label}</span>}
      {collapsed ? null : <CountBadge count={count} label="pending" />}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip label={leaf.label} position="right" offset={14}>
      {link}
    </Tooltip>
  );
}

function GroupEntry({
  group,
  activeGroup,
  collapsed,
  open,
  onToggle,
  count,
  badgeCount,
  onNavigate,
}: {
  group: MenuGroup;
  activeGroup: PageGroup | undefined;
  collapsed: boolean;
  open: boolean;
  onToggle: () => void;
  count: number;
  badgeCount: (badge: MenuBadge | undefined) => number;
  onNavigate: (() => void) | undefined;
}) {
  const panelId = useId();
  const Icon = group.icon;
  const active = isGroupActive(group, activeGroup);

  if (collapsed) {
    // The rail has no room for a submenu: the group opens a flyout beside it instead.
    return (
      <Menu
        trigger="click-hover"
        position="right-start"
        offset={14}
        openDelay={80}
        closeDelay={120}
        withinPortal
        shadow="md"
        width={220}
      >
        <Menu.Target>
          <button
            type="button"
            className={`${classes.item} ${classes.group}`}
            data-active={active || undefined}
            aria-label={group.label}
            data-menu-group={group.key}
          >
            <Icon size={20} stroke={1.7} className={classes.icon} aria-hidden="true" />
            <CountBadge count={count} rail label="pending" />
          </button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{group.label}</Menu.Label>
          {group.items.map((leaf) => (
            <Menu.Item
              key={leaf.key}
              component={Link}
              to={ROUTES[leaf.route].path}
              data-menu-item={leaf.key}
              leftSection={<leaf.icon size={16} stroke={1.7} />}
              rightSection={<CountBadge count={badgeCount(leaf.badge)} label="pending" />}
              fw={isLeafActive(leaf, activeGroup) ? 650 : undefined}
              c={isLeafActive(leaf, activeGroup) ? 'primary.7' : undefined}
              onClick={onNavigate}
            >
              {leaf.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }

  return (
    <>
      <button
        type="button"
        className={`${classes.item} ${classes.group}`}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        data-menu-group={group.key}
        onClick={onToggle}
      >
        <Icon size={20} stroke={1.7} className={classes.icon} aria-hidden="true" />
        <span className={classes.label}>{group.label}</span>
        <CountBadge count={count} label="pending" />
        <IconChevronDown size={16} className={classes.chevron} aria-hidden="true" />
      </button>
      <Collapse expanded={open} id={panelId}>
        <ul className={classes.sublist}>
          {group.items.map((leaf) => (
            <li key={leaf.key}>
              <LeafLink
                leaf={leaf}
                active={isLeafActive(leaf, activeGroup)}
                collapsed={false}
                count={badgeCount(leaf.badge)}
                sub
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
      </Collapse>
    </>
  );
}

function MenuSkeleton({ collapsed }: { collapsed: boolean }) {
  return (
    <div className={classes.skeleton} data-testid="menu-skeleton" role="status" aria-busy="true" aria-label="Loading menu">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={classes.skeletonRow}>
          <Skeleton height={22} width={22} radius="sm" />
          {collapsed ? null : <Skeleton height={12} width={`${55 + ((index * 17) % 35)}%`} radius="xl" />}
        </div>
      ))}
    </div>
  );
}
