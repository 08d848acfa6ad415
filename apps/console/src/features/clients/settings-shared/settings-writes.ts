import { useCallback } from 'react';
import { useMutation, useMutationState, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { messageResponse } from '@parcel/contracts';
import type { z } from 'zod';
import { errorText } from '@/shared/api/error-text';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { useClientName, useRefreshClients } from '../clients.api';
import { toastAnswer } from './answers';
import type { CardTab } from './SettingsPage';

/** What a write of the settings answers: its message code. */
type Answer = z.output<typeof messageResponse>;

/**
 * A write of a client's settings answered with a message (delete, pin, unpin):
 * the message as a success toast, the clients queries read again, then `after`;
 * a failure as an error toast.
 */
export function useAnsweredMutation<Variables = void>(clientId: number, write: (variables: Variables) => Promise<Answer>, after?: () => unknown) {
  const refresh = useRefreshClients();
  const clientName = useClientName(clientId);
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      toastAnswer(answer.message, clientName);
      await refresh();
      after?.();
    },
    onError: (error) => toast.error(errorText(error)),
  });
}

/**
 * Goes back to a tab of the client's card after a save or a confirmed delete:
 * what the form held is recorded (or deliberately gone), so leaving does not ask.
 */
export function useBackToCard(clientId: number, tab: CardTab): () => Promise<void> {
  const navigate = useNavigate();
  return () => leaveWithoutAsking(() => navigate({ to: '/client/$id/card/$card', params: { id: String(clientId), card: tab } }));
}

const removalOf = (item: QueryKey): QueryKey => ['removal', ...item];

/**
 * The delete of a settings form: the answer as a toast, back to the card's tab
 * the form belongs to, and only then the deleted item's query dropped and the
 * clients queries (the tab's list among them) read again. The item's query
 * rests from the click on (useRemoved), so no refresh reads the deleted item.
 */
export function useRemoveAndReturn(clientId: number, tab: CardTab, item: QueryKey, remove: () => Promise<Answer>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshClients();
  const backToCard = useBackToCard(clientId, tab);
  const clientName = useClientName(clientId);
  return useMutation({
    mutationKey: removalOf(item),
    mutationFn: remove,
    onSuccess: async (answer) => {
      toastAnswer(answer.message, clientName);
      await backToCard();
      queryClient.removeQueries({ queryKey: item, exact: true });
      await refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
}

/** Whether the item is being deleted or is gone (useRemoveAndReturn): its query must not run then. */
export function useRemoved(item: QueryKey): boolean {
  const states = useMutationState({ filters: { mutationKey: removalOf(item) }, select: (mutation) => mutation.state.status });
  return states.some((status) => status === 'pending' || status === 'success');
}

/** The delete button of a tab's row: asks `question` (naming the row), then deletes (the answer as a toast, the lists read again). */
export function useRowDelete<Row>(clientId: number, remove: (row: Row) => Promise<Answer>, question: (row: Row) => string): (row: Row) => Promise<void> {
  const { mutate } = useAnsweredMutation(clientId, remove);
  return useCallback(
    async (row: Row) => {
      if (await confirmAction(question(row))) mutate(row);
    },
    [mutate],
  );
}
