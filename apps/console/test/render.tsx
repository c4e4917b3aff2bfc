import { mergeThemeOverrides, MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme as appTheme } from '../src/app/theme.ts';

/** The app's theme without animations: happy-dom never ends a CSS transition. */
export const theme = mergeThemeOverrides(appTheme, { components: { Collapse: { defaultProps: { transitionDuration: 0 } } } });

/** Render inside the console's theme (and a router, since menu items are links). */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: RenderOptions & { route?: string } = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </MantineProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** Pretend the window has this width (happy-dom has no layout). */
export function setWindowWidth(width: number, { fire = false } = {}) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  if (fire) window.dispatchEvent(new Event('resize'));
}
