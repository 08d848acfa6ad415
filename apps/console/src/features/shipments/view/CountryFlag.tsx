import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import { flagEmoji } from '@/shared/ui/flag';

/**
 * The destination country (the sender's for returns) as its flag and ISO
 * code; in parcel context a danger sign instead (spec/03 §2 header).
 */
export function CountryFlag({ iso, name, parcelContext }: { iso: string; name: string; parcelContext: boolean }) {
  const { t } = useTranslation();
  if (parcelContext) {
    return (
      <Badge color="red.9" size="lg" title={t('shipments.header.parcelContext')} data-testid="parcel-context">
        <span aria-hidden>⚠ </span>
        {t('shipments.header.parcelContextShort')}
      </Badge>
    );
  }
  return (
    <Badge color="dark.6" variant="outline" size="lg" title={name} data-testid="destination">
      <span aria-hidden>{flagEmoji(iso)} </span>
      {iso}
      <VisuallyHidden>{t('shipments.header.destination', { country: name })}</VisuallyHidden>
    </Badge>
  );
}
