import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { PICKUP_POINT_COUNTRIES, PICKUP_POINT_COUNTRY_CODES, type PickupPointCountry } from '@parcel/contracts';
import { COUNTRIES } from '@parcel/domain';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { downloadIdoSellFile } from './downloads.api';

const countryName = (country: PickupPointCountry) => COUNTRIES.find((c) => c.id === PICKUP_POINT_COUNTRIES[country])?.name ?? country;

/** `/downloads` (admins): the IdoSell pickup-point file per country (spec/02 §2). */
export function DownloadsPage() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: downloadIdoSellFile,
    onSuccess: (_, country) => toast.success(t('downloads.idoSell.downloaded', { name: countryName(country) })),
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('downloads.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('downloads.intro')}
      </Text>
      <Card withBorder padding="lg" radius="md" maw={720} component="section" aria-labelledby="ido-sell-title" data-testid="ido-sell-card">
        <Title order={2} size="h4" id="ido-sell-title">
          {t('downloads.idoSell.title')}
        </Title>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          {t('downloads.idoSell.description')}
        </Text>
        <Group gap="xs" role="group" aria-label={t('downloads.idoSell.countries')}>
          {PICKUP_POINT_COUNTRY_CODES.map((country) => (
            <Button
              key={country}
              variant="light"
              loading={download.isPending && download.variables === country}
              disabled={download.isPending && download.variables !== country}
              aria-label={t('downloads.idoSell.downloadNamed', { name: countryName(country), country })}
              onClick={() => download.mutate(country)}
            >
              {t('downloads.idoSell.download', { country })}
            </Button>
          ))}
        </Group>
      </Card>
    </Stack>
  );
}
