import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { ButtonLink } from '@/shared/ui/links';
import { clientNavigationQuery } from '../clients.api';
import type { Card } from './cards';

/** Previous and next client (GET app/v1/client/{id}/navigation), on the same tab. */
export function ClientNavigation({ clientId, card }: { clientId: number; card: Card }) {
  const { t } = useTranslation();
  const navigation = useQuery(clientNavigationQuery(clientId));
  const previous = navigation.data?.previous_client ?? null;
  const next = navigation.data?.next_client ?? null;
  return (
    <Group component="nav" aria-label={t('clients.card.navigation')} gap="xs">
      <CardLink to={previous} card={card} label={t('clients.card.previous')} />
      <CardLink to={next} card={card} label={t('clients.card.next')} />
    </Group>
  );
}

function CardLink({ to, card, label }: { to: number | null; card: Card; label: string }) {
  const common = { size: 'xs', variant: 'default' } as const;
  if (to === null) {
    return (
      <Button {...common} disabled>
        {label}
      </Button>
    );
  }
  return card === 'data' ? (
    <ButtonLink {...common} to="/client/$id" params={{ id: String(to) }}>
      {label}
    </ButtonLink>
  ) : (
    <ButtonLink {...common} to="/client/$id/card/$card" params={{ id: String(to), card }}>
      {label}
    </ButtonLink>
  );
}
