import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Module } from '@rc/contract/modules';
import { emptyPermissionSet, rolePreset, type PermissionSet } from '@rc/contract/permissions';
import { STAFF_ROLES } from '@rc/contract/roles';
import { renderWithProviders } from '../../../test/render.tsx';
import { MENU } from './menu-items.ts';
import { visibleMenuLabels } from './menu-visibility.ts';
import { SideMenu, type SideMenuProps } from './side-menu.tsx';

const reading = (...modules: Module[]): PermissionSet => ({ ...emptyPermissionSet(), read_action: modules });

function renderMenu(props: Partial<SideMenuProps> = {}) {
  return renderWithProviders(
    <SideMenu
      entries={MENU}
      permissions={reading()}
      permissionsFetched
      activeGroup="dashboard"
      collapsed={false}
      badges={{}}
      {...props}
    />,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const group = (label: string) => within(menu()).queryByRole('button', { name: new RegExp(`^${label}`) });
const link = (label: string) => within(menu()).queryByRole('link', { name: new RegExp(`^${label}`) });

/** The labels the rendered menu shows, as "Group › Item" for sub-items (all groups opened). */
function renderedLabels(): string[] {
  const labels: string[] = [];
  for (const entry of menu().querySelectorAll<HTMLElement>(':scope > ul > li')) {
    const button = entry.querySelector<HTMLButtonElement>(':scope > button');
    if (!button) {
      labels.push(entry.textContent ?? '');
      continue;
    }
    const groupLabel = button.querySelector('span')?.textContent ?? '';
    labels.push(groupLabel);
    if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    for (const item of panel?.querySelectorAll('a') ?? []) labels.push(`${groupLabel} › ${item.textContent}`);
  }
  return labels;
}

describe('side menu: read gating', () => {
  it('shows only Dashboard to someone who can read nothing', () => {
    renderMenu({ permissions: reading() });
    expect(renderedLabels()).toEqual(['Dashboard']);
  });

  it.each(STAFF_ROLES)('shows the %s role exactly what its preset may read', (role) => {
    renderMenu({ permissions: rolePreset(role) });
    expect(renderedLabels()).toEqual(visibleMenuLabels(MENU, rolePreset(role)));
  });

  it('shows a sub-item only when its module is readable, and a group only when one item is', () => {
    renderMenu({ permissions: reading('INSTITUTION') });
    expect(group('Institution')).not.toBeNull();
    expect(group('Tools')).toBeNull();
    expect(group('Circle')).toBeNull();
    fireEvent.click(group('Institution')!);
    expect(link('Broker Data')).not.toBeNull();
    expect(link('Selection Stocks')).toBeNull();
    expect(link('Content')).toBeNull();
  });

  it('shows Stocks for any of its three modules and Legal for either of its two', () => {
    for (const module of ['STOCKDATA', 'MASTERSTOCK', 'MASTERSTOCKINDEX', 'CIRCLEDISCLOSURE', 'LEGALINFORMATION'] as const) {
      const { unmount } = renderMenu({ permissions: reading(module) });
      fireEvent.click(group('Tools')!);
      const expected = module.includes('STOCK') ? 'Stocks' : 'Legal';
      expect(
        within(menu())
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Dashboard', expected]);
      unmount();
    }
  });

  it('shows the Research desk right after Dashboard to whoever reads a workflow area, and to nobody else', () => {
    const { unmount } = renderMenu({ permissions: reading('ALGONEWS') });
    expect(renderedLabels().slice(0, 2)).toEqual(['Dashboard', 'Research desk']);
    unmount();
    renderMenu({ permissions: reading('INSTITUTION') });
    expect(renderedLabels()).not.toContain('Research desk');
  });

  it('reads the menu from read_action only', () => {
    renderMenu({ permissions: { ...emptyPermissionSet(), write_action: ['USER'], approval_action: ['ALGONEWS'] } });
    expect(renderedLabels()).toEqual(['Dashboard']);
  });
});

describe('side menu: groups, active item, badge, skeleton', () => {
  const everything = rolePreset('owner');

  it('keeps one group open at a time and closes a group on a second click', () => {
    renderMenu({ permissions: everything });
    fireEvent.click(group('Circle')!);
    expect(group('Circle')!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(group('Tools')!);
    expect(group('Tools')!.getAttribute('aria-expanded')).toBe('true');
    expect(group('Circle')!.getAttribute('aria-expanded')).toBe('false');
    expect(menu().querySelectorAll('button[aria-expanded="true"]')).toHaveLength(1);
    fireEvent.click(group('Tools')!);
    expect(menu().querySelectorAll('button[aria-expanded="true"]')).toHaveLength(0);
  });

  it('highlights the item whose page group is the current screen, and opens its group', () => {
    renderMenu({ permissions: everything, activeGroup: 'institution-stock' });
    expect(group('Institution')!.getAttribute('aria-expanded')).toBe('true');
    expect(group('Institution')!.hasAttribute('data-active')).toBe(true);
    const current = menu().querySelectorAll('[aria-current="page"]');
    expect([...current].map((a) => a.textContent)).toEqual(['Selection Stocks']);
  });

  it('counts the Permission screens as Internal User', () => {
    renderMenu({ permissions: everything, activeGroup: 'internal-user' });
    expect(link('Internal User')!.getAttribute('aria-current')).toBe('page');
    expect(link('Dashboard')!.getAttribute('aria-current')).toBeNull();
  });

  it('shows the Circle badge only when the pending total is greater than 0', () => {
    const { rerender } = renderMenu({ permissions: everything, badges: { 'circle-pending': 0 } });
    expect(screen.queryByTestId('menu-badge')).toBeNull();
    const props: SideMenuProps = {
      entries: MENU,
      permissions: everything,
      permissionsFetched: true,
      activeGroup: 'dashboard',
      collapsed: false,
      badges: { 'circle-pending': 7 },
    };
    rerender(<SideMenu {...props} />);
    const badge = within(group('Circle')!).getByTestId('menu-badge');
    expect(badge.textContent).toBe('7');
    expect(within(group('Institution')!).queryByTestId('menu-badge')).toBeNull();
    rerender(<SideMenu {...props} badges={{ 'circle-pending': -3 }} />);
    expect(screen.queryByTestId('menu-badge')).toBeNull();
  });

  it('shows skeleton items, and no links, until the permissions have been fetched', () => {
    renderMenu({ permissions: everything, permissionsFetched: false });
    expect(screen.getByTestId('menu-skeleton')).toBeTruthy();
    expect(within(menu()).queryAllByRole('link')).toHaveLength(0);
  });

  it('collapsed, shows icons with accessible names instead of labels', () => {
    renderMenu({ permissions: everything, collapsed: true });
    expect(menu().hasAttribute('data-collapsed')).toBe(true);
    const dashboard = within(menu()).getByRole('link', { name: 'Dashboard' });
    expect(dashboard.textContent).toBe('');
    expect(within(menu()).getByRole('button', { name: 'Tools' })).toBeTruthy();
  });
});
