import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireScreen } from '@/shared/session/guards';

/** `/operational-price-list` (the menu's entry): the income lists first. */
export const Route = createFileRoute('/_app/operational-price-list/')({
  beforeLoad: ({ location, preload }) => {
    requireScreen('operationalPriceLists')({ location, preload });
    throw redirect({ to: '/operational-price-list/$type/list', params: { type: 'income' }, replace: true });
  },
});
