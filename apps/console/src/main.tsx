import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shared/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { t } from './shared/i18n/i18n';
import { toast } from './shared/notify/toasts';
import { takeEndNotice } from './shared/session/session';
import { queryClient, router } from './router';
import { cssVariables, theme } from './theme';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: t('confirm.yes'), cancel: t('confirm.no') }}>
          <Notifications position="bottom-left" limit={5} />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

// Why the previous session ended (it reloaded the page to get here).
const notice = takeEndNotice();
if (notice === 'auto_logout') toast.warning(t('notice.auto_logout'));
if (notice === 'logged_out') toast.info(t('notice.logged_out'));
