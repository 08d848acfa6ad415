import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { returnStickerUrl } from '../shipments.api';
import { shipmentErrorText } from '../shipment-texts';

class PopupBlocked extends Error {}

/**
 * Opens a file in a new window whose address needs a call first: the window
 * opens at once (while the click still counts as the user's, so no popup
 * blocker stops it), then goes to the address; a failed call closes it.
 */
async function openInNewWindow(address: () => Promise<string>): Promise<void> {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  try {
    const url = await address();
    if (opened) opened.location.href = url;
    else if (!window.open(url, '_blank', 'noopener')) throw new PopupBlocked();
  } catch (error) {
    opened?.close();
    throw error;
  }
}

/** "Naklejka zwrotna" (staff, parcel context): the parcel's return sticker in a new window, opened with a public file token. */
export function ReturnStickerButton({ parcelNumber }: { parcelNumber: string }) {
  const { t } = useTranslation();
  const open = useMutation({
    mutationFn: () => openInNewWindow(() => returnStickerUrl(parcelNumber)),
    onError: (error) => toast.error(error instanceof PopupBlocked ? t('shipments.toast.popupBlocked') : shipmentErrorText(error)),
  });
  return (
    <Button size="sm" variant="light" loading={open.isPending} onClick={() => open.mutate()}>
      {t('shipments.actions.returnSticker')}
    </Button>
  );
}
