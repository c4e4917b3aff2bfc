import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ToastViewport } from '@/components/toast-viewport.tsx';
import { theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
      <ToastViewport />
    </MantineProvider>
  );
}
