import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTrackingTranslation } from './tracking-i18n';
import { normaliseTrackingNumber } from './tracking-number';

/** The number field; Search (disabled until something is typed) opens /tracking/{number}. */
export function TrackingSearch({ number }: { number?: string }) {
  const { t } = useTrackingTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(number ?? '');
  const wanted = normaliseTrackingNumber(typed);
  const search = () => {
    if (wanted) void navigate({ to: '/tracking/$number', params: { number: wanted } });
  };
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" disabled={!wanted}>
          {t('search.submit')}
        </Button>
      </Group>
    </form>
  );
}
