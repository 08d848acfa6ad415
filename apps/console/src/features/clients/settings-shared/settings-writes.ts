import { useCallback, useEffect } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorText } from '../../../shared/api/error-text';
import { confirmAction } from '../../../shared/notify/confirm';
import { toast } from '../../../shared/notify/toasts';
import { refreshClients, toastAnswer, type SavedAnswer } from './answers';
import type { CardTab } from './SettingsPage';

/**
 * A write of a client's settings answered with a message (delete, pin, unpin):
 * the message as a success toast, the clients queries read again, then `after`;
 * a failure as an error toast.
 */
export function useAnsweredMutation<Variables = void>(write: (variables: Variables) => Promise<SavedAnswer>, after?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      toastAnswer(answer.message);
      await refreshClients(queryClient);
      after?.();
    },
    onError: (error) => toast.error(errorText(error)),
  });
}

/** Goes back to a tab of the client's card. */
export function useBackToCard(clientId: number, tab: CardTab): () => Promise<void> {
  const navigate = useNavigate();
  return () => navigate({ to: '/client/$id/card/$card', params: { id: String(clientId), card: tab } });
}

/** The delete of a settings form: answered as a toast, then back to the card's tab the form belongs to. */
export function useRemoveAndReturn(clientId: number, tab: CardTab, remove: () => Promise<SavedAnswer>) {
  const backToCard = useBackToCard(clientId, tab);
  return useAnsweredMutation(remove, () => void backToCard());
}

/** The delete button of a tab's row: asks for a confirmation, then deletes (the answer as a toast, the lists read again). */
export function useRowDelete<Row>(remove: (row: Row) => Promise<SavedAnswer>): (row: Row) => Promise<void> {
  const { mutate } = useAnsweredMutation(remove);
  return useCallback(
    async (row: Row) => {
      if (await confirmAction()) mutate(row);
    },
    [mutate],
  );
}

/** Saved elsewhere (or by this form): an untouched form takes the stored values (none on create). */
export function useStoredValues<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>, stored: Values | undefined): void {
  const storedKey = stored ? JSON.stringify(stored) : '';
  useEffect(() => {
    if (!stored || form.isDirty()) return;
    form.setInitialValues(stored);
    form.setValues(stored);
  }, [storedKey]);
}
