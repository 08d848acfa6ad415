import { useState } from 'react';
import { Button, Fieldset, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { setIaiPasswordRequest, type ClientView } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { passes, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { generateIaiPassword, setIaiPassword, useRefreshClients } from '../clients.api';
import { credentialDefaultsQuery } from '../credentials/credentials.api';
import { toastClientErrors } from './client-errors';

/** PUT client/iai's password (trimmed, 1..200); the client is the card's. */
const schema = setIaiPasswordRequest.pick({ iai_password: true });

/**
 * The client's shop-platform (IdoSell, "iai") password, apart from the client
 * form: whether one is set, a new one typed, generated, or the operator's
 * default (GET ask/credentials/DPD, spec/01 §2) taken; saved with PUT
 * client/iai. A generated or default password is shown in clear so it can be
 * copied. The stored password is never shown (the API does not answer it).
 */
export function IaiPasswordSection({ client }: { client: ClientView }) {
  const { t } = useTranslation();
  const refresh = useRefreshClients();
  const form = useContractForm(schema, { iai_password: '' }, { guardLeave: true });
  const [visible, setVisible] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const defaultPassword = useQuery(credentialDefaultsQuery()).data?.iai_password ?? '';
  const show = (password: string) => {
    form.setFieldValue('iai_password', password);
    setVisible(true);
  };

  const generate = useMutation({
    mutationFn: generateIaiPassword,
    onSuccess: (answer) => show(answer.password),
    onError: (error) => toast.error(errorText(error)),
  });
  const save = useMutation({
    mutationFn: (password: string) => setIaiPassword(client.id, password),
    onSuccess: (_answer, password) => {
      toast.success(t('clients.toast.iai_password_saved'));
      setSaved(password);
      // Saved: what the field shows is recorded, leaving does not ask.
      form.resetDirty();
      void refresh();
    },
    onError: (error) => {
      showFieldErrors(form, error);
      toastClientErrors(error);
    },
  });

  const value = form.values.iai_password.trim();
  const busy = save.isPending || generate.isPending;
  return (
    <Fieldset legend={t('clients.iai.title')} radius="md">
      <form noValidate onSubmit={form.onSubmit(() => save.mutate(value))}>
        <Stack gap="sm">
          <Text size="sm" role="status" fw={600}>
            {client.has_iai_password ? t('clients.iai.set') : t('clients.iai.notSet')}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <PasswordInput
              label={t('clients.iai.password')}
              description={t('clients.iai.hint')}
              autoComplete="new-password"
              maxLength={200}
              {...form.getInputProps('iai_password')}
              visible={visible}
              onVisibilityChange={setVisible}
              visibilityToggleButtonProps={{ 'aria-label': t('clients.iai.toggle') }}
              w={{ base: '100%', sm: 360 }}
            />
            <Button variant="default" loading={generate.isPending} disabled={save.isPending} onClick={() => generate.mutate()}>
              {t('clients.iai.generate')}
            </Button>
            {defaultPassword && (
              <Button variant="default" disabled={busy} onClick={() => show(defaultPassword)}>
                {t('clients.iai.useDefault')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending} disabled={!passes(schema, form.values) || value === saved || generate.isPending}>
              {t('clients.iai.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Fieldset>
  );
}
