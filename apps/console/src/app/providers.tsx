import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ToastViewport } from '@/components/toast-viewport.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
      <ToastViewport />
    </MantineProvider>
  );
}
