import type { ReactNode } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { AnchorLink } from '@/shared/ui/links';
import { clientQuery } from '../clients.api';

export type CardTab = 'api' | 'pricing' | 'parameters' | 'external_api_credentials';

interface Props {
  readonly clientId: number;
  /** The card tab the back link returns to. */
  readonly backTo: CardTab;
  readonly title: string;
  /** Buttons beside the title (delete, unpin…). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** The frame of a settings form of a client: back to the card's tab, title, the client's name and number, actions, the form. */
export function SettingsPage({ clientId, backTo, title, actions, children }: Props) {
  const { t } = useTranslation();
  const client = useQuery(clientQuery(clientId));
  return (
    <>
      <AnchorLink to="/client/$id/card/$card" params={{ id: String(clientId), card: backTo }} size="sm">
        {t('clients.settings.backToCard')}
      </AnchorLink>
      <Group justify="space-between" my="md" gap="sm" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {client.data ? t('clients.settings.clientNamed', { name: client.data.name, id: clientId }) : t('clients.card.clientNumber', { id: clientId })}
          </Text>
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      <Paper withBorder p="lg">
        {children}
      </Paper>
    </>
  );
}

/** A tab's heading line: its title (the card's h1 is the client's name) and its add button. */
export function TabHeader({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {action}
    </Group>
  );
}
