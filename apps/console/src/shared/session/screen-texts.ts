import type { ScreenId } from './screens';

/** Translation keys of each screen's name and its line on the dashboard. */
export const SCREEN_LABEL = {
  dashboard: 'screens.dashboard',
  users: 'screens.users',
  profile: 'screens.profile',
} as const satisfies Record<ScreenId, string>;

export const SCREEN_DESCRIPTION = {
  dashboard: 'dashboard.intro',
  users: 'dashboard.users',
  profile: 'dashboard.profile',
} as const satisfies Record<ScreenId, string>;
