import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../../components/toast';
import { createQueryClient } from '../../lib/query';
import { ScrollFlagProvider } from '../../lib/scroll-flag';
import { theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) to inspect and reset the cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ScrollFlagProvider>{children}</ScrollFlagProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
