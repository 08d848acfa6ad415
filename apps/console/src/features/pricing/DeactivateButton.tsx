import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceListType } from '@parcel/domain';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { priceListErrorText } from './price-list-errors';
import { deactivatePriceList } from './pricing.api';

/** A client's list in effect: the client goes back to the default list (PATCH /{type}), after the question. */
export function DeactivateButton({ type, list, compact }: { type: PriceListType; list: { id: number; name: string }; compact?: boolean }) {
  const { t } = useTranslation();
  const deactivate = useDeactivate(type);
  return (
    <Button
      size={compact ? 'compact-sm' : 'sm'}
      variant="light"
      loading={deactivate.isPending && deactivate.variables?.id === list.id}
      aria-label={compact ? t('pricing.deactivateRow', { name: list.name }) : undefined}
      onClick={async (event) => {
        event.stopPropagation();
        if (await confirmAction(t('pricing.deactivateQuestion', { name: list.name }))) deactivate.mutate(list);
      }}
    >
      {t('pricing.deactivate')}
    </Button>
  );
}

function useDeactivate(type: PriceListType) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: { id: number }) => deactivatePriceList(type, list.id),
    onSuccess: () => {
      toast.success(t('pricing.messages.deactivated'));
      void queryClient.invalidateQueries({ queryKey: ['operational_price_lists'] });
    },
    onError: (error) => toast.error(priceListErrorText(error)),
  });
}
