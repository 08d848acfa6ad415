import { useRef } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useBlocker } from '@tanstack/react-router';
import { t } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { session } from '@/shared/session/session';

/** Navigations under way that follow a successful save (or a confirmed delete): they leave without asking. */
let leavingAfterSave = 0;

/**
 * Runs a navigation that follows a successful save: the form's edits are
 * stored, so leaving it does not ask.
 */
export async function leaveWithoutAsking<T>(go: () => T | Promise<T>): Promise<T> {
  leavingAfterSave += 1;
  try {
    return await go();
  } finally {
    leavingAfterSave -= 1;
  }
}

/**
 * Asks before a form with unsaved edits is left: another screen, another tab
 * of the client card, back in the browser ("Masz niezapisane zmiany. Opuścić
 * formularz?", "Nie" focused), and the browser's own question on closing or
 * reloading the page. A saved form is not dirty any more: its edit form took
 * the stored values, a create form leaves through leaveWithoutAsking.
 */
export function useLeaveGuard(form: UseFormReturnType<any>, enabled = true): void {
  const current = useRef(form);
  current.current = form;
  // An ended session (logout, expiry) reloads the page on purpose: no question then.
  const dirty = () => enabled && leavingAfterSave === 0 && session.get() !== null && current.current.isDirty();
  useBlocker({
    disabled: !enabled,
    shouldBlockFn: async ({ current: from, next }) => {
      // Only a move to another address leaves the form (a changed search of the same screen does not).
      if (from.pathname === next.pathname || !dirty()) return false;
      return !(await confirmAction(t('form.unsavedChanges')));
    },
    enableBeforeUnload: dirty,
  });
}
