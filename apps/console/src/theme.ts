import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { t } from '@/shared/i18n/i18n';

const close = { 'aria-label': t('app.close') };

/**
 * Dense, high-contrast defaults for operator screens. Mantine's own controls
 * (close buttons, show/hide of a password) get Polish accessible names here,
 * so no screen can forget one.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif',
  components: {
    // Plain objects, not Component.extend(): importing the components here would pull them into the first load.
    Modal: { defaultProps: { closeButtonProps: close } },
    Drawer: { defaultProps: { closeButtonProps: close } },
    Notification: { defaultProps: { closeButtonProps: close } },
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('app.toggleVisibility') } } },
  },
});

/**
 * Dimmed text dark enough for WCAG AA contrast on white and on the light grey
 * page background; so are field error messages (red 6 is 3.3:1, red 9 5.5:1).
 */
export const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
