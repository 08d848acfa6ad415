import { useState } from 'react';
import { Button, Fieldset, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientView } from '@parcel/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/notify/toasts';
import { generateIaiPassword, setIaiPassword } from '../clients.api';
import { toastClientErrors } from './field-error-toasts';

/** contracts: setIaiPasswordRequest.iai_password (trimmed, 1..200). */
const MAX_LENGTH = 200;

/**
 * The client's shop-platform (IdoSell, "iai") password, apart from the client
 * form: whether one is set, a new one typed or generated (a generated one is
 * shown in clear so it can be copied), saved with PUT client/iai. The stored
 * password is never shown (the API does not answer it).
 */
export function IaiPasswordSection({ client }: { client: ClientView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const generate = useMutation({
    mutationFn: generateIaiPassword,
    onSuccess: (answer) => {
      setPassword(answer.password);
      setVisible(true);
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const save = useMutation({
    mutationFn: (value: string) => setIaiPassword(client.id, value),
    onSuccess: (_answer, value) => {
      toast.success(t('clients.toast.iai_password_saved'));
      setSaved(value);
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
    onError: toastClientErrors,
  });

  const value = password.trim();
  return (
    <Fieldset legend={t('clients.iai.title')} radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (value) save.mutate(value);
        }}
      >
        <Stack gap="sm">
          <Text size="sm" role="status" fw={600}>
            {client.has_iai_password ? t('clients.iai.set') : t('clients.iai.notSet')}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <PasswordInput
              label={t('clients.iai.password')}
              description={t('clients.iai.hint')}
              autoComplete="new-password"
              maxLength={MAX_LENGTH}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              visible={visible}
              onVisibilityChange={setVisible}
              visibilityToggleButtonProps={{ 'aria-label': t('clients.iai.toggle') }}
              w={{ base: '100%', sm: 360 }}
            />
            <Button variant="default" loading={generate.isPending} disabled={save.isPending} onClick={() => generate.mutate()}>
              {t('clients.iai.generate')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!value || value === saved || generate.isPending}>
              {t('clients.iai.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Fieldset>
  );
}
