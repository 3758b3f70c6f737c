import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../../components/toast';
import { createQueryClient } from '../../lib/query';
import { ScrollFlagProvider } from '../../lib/scroll-flag';
import { theme } from './theme';

// The theme defines no colour schemes (no CSS variables), for which @mui/material's ThemeProvider renders
// just this: the system's provider with `vars: null`. Using it directly leaves out the CSS-variables
// provider that @mui/material's imports beside it, about 5 KB gzipped on every page (issue 19).
const themeWithoutVars = { ...theme, vars: null };

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) to inspect and reset the cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={themeWithoutVars}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ScrollFlagProvider>{children}</ScrollFlagProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
