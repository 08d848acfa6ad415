import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FloorPage } from '@/features/warehouse/floor/FloorPage';
import { floorQuery } from '@/features/warehouse/floor/floor.api';
import { requireScreen } from '@/shared/session/guards';

/** `?tv=1`: the wall screen. */
const floorSearch = z.object({
  tv: z
    .union([z.literal(1), z.literal('1'), z.literal(true)])
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_app/floor')({
  validateSearch: floorSearch,
  beforeLoad: requireScreen('floor'),
  loader: ({ context }) => context.queryClient.prefetchQuery(floorQuery()),
  component: function FloorRoute() {
    return <FloorPage tv={Route.useSearch().tv !== undefined} />;
  },
});
