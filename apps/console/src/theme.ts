import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Dense, high-contrast defaults for operator screens. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif',
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
