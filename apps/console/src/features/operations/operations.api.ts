import { queryOptions } from '@tanstack/react-query';
import { deadLettersResponse, messageResponse, type DeadLetterRow } from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** Which dead letters the screen lists: the parked ones (default) or all, resolved ones too. */
export type DeadLetterFilter = 'parked' | 'all';

/** Keys start with the read model's name: a live notice of `dead_letters` reads them again. */
export const deadLettersQuery = (status: DeadLetterFilter) =>
  queryOptions({
    queryKey: ['dead_letters', 'list', status],
    queryFn: ({ signal }) => call('GET', `app/v1/dead_letters?status=${status}`, { schema: deadLettersResponse, signal }),
    select: (answer): readonly DeadLetterRow[] => answer.data,
  });

export const retryDeadLetter = (id: number) => call('POST', `app/v1/dead_letters/${id}/retry`, { schema: messageResponse });
export const skipDeadLetter = (id: number) => call('POST', `app/v1/dead_letters/${id}/skip`, { schema: messageResponse });
