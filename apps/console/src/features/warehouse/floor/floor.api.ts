import { queryOptions } from '@tanstack/react-query';
import { floorViewResponse } from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** The key starts with the read model's name: every 'floor' notice (one per projector batch) refreshes the screen. */
export const floorQuery = () =>
  queryOptions({
    queryKey: ['floor', 'view'],
    queryFn: ({ signal }) => call('GET', 'app/v1/warehouse/floor', { schema: floorViewResponse, signal }),
  });
