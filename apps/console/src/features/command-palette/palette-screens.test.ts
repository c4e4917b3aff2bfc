import { describe, expect, it } from 'vitest';
import { emptyPermissionSet } from '@rc/contract/permissions';
import { ROUTES, type RouteName } from '@rc/contract/routes';
import { matchScreens, paletteScreens, readableScreens, type PaletteMenuEntry } from './palette-screens.ts';

const MENU: PaletteMenuEntry[] = [
  { kind: 'item', label: 'Client', route: 'Client' },
  { kind: 'group', label: 'Tools', items: [{ label: 'Text Slider', route: 'TextSlider' }] },
];
const TITLES: Partial<Record<RouteName, string>> = {
  Home: 'Dashboard',
  Login: 'Sign in',
  Client: 'Clients',
  TextSlider: 'Text slider',
  CategoryEditorNew: 'New category',
  CategoryEditorExisting: 'Edit category',
  Permission: 'Permissions',
};

describe('palette screens', () => {
  const screens = paletteScreens(MENU, TITLES);

  it('offers screens without a record, named as the menu names them', () => {
    const routes = screens.map((s) => s.route);
    expect([...routes].sort()).toEqual(['CategoryEditorNew', 'Client', 'Home', 'TextSlider']);
    expect(screens.find((s) => s.route === 'TextSlider')).toMatchObject({ label: 'Tools › Text Slider', inMenu: true });
    // "Clients" says nothing the menu's "Client" does not.
    expect(screens.find((s) => s.route === 'Client')!.description).toBeUndefined();
    expect(screens.find((s) => s.route === 'CategoryEditorNew')).toMatchObject({ label: 'New category', inMenu: false });
  });

  it('finds screens by the starts of their words, menu screens first in menu order', () => {
    expect(matchScreens(screens, 'new cat').map((s) => s.route)).toEqual(['CategoryEditorNew']);
    expect(matchScreens(screens, 'clients').map((s) => s.route)).toEqual(['Client']);
    expect(matchScreens(screens, 'slid').map((s) => s.path)).toEqual([ROUTES.TextSlider.path]);
    expect(matchScreens(screens, '').map((s) => s.route)).toEqual(['Client', 'TextSlider']);
    // Menu screens come in the menu's order, whatever the route table's.
    const reversed: PaletteMenuEntry[] = [MENU[1]!, MENU[0]!];
    expect(matchScreens(paletteScreens(reversed, TITLES), '').map((s) => s.route)).toEqual(['TextSlider', 'Client']);
  });

  it('keeps only the screens the person can read', () => {
    const set = { ...emptyPermissionSet(), read_action: ['TEXTSLIDER' as const] };
    expect(readableScreens(screens, set).map((s) => s.route)).toEqual(['Home', 'TextSlider']);
  });
});
