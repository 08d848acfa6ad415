import { Alert, Box, Button, Group, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { checkCredentialRequest, checkCredentialResponse, createCredentialRequest } from '@parcel/contracts';
import { DEFAULT_COURIER_ID } from '@parcel/domain';
import { call } from '@/shared/api/http';
import { passes, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { FormError } from '@/shared/forms/FormError';
import { useTranslation } from '@/shared/i18n/i18n';

/** PATCH app/v1/credential/: asks the courier whether a login and password hold (406 when rejected). Nothing is saved. */
const checkCourierLogin = (username: string, password: string) =>
  call('PATCH', 'app/v1/credential', { body: { id_courier: DEFAULT_COURIER_ID, username, password }, schema: checkCredentialResponse });

/** The check-permissions modal (loaded on first open: see CheckPermissionsButton). */
export default function CheckPermissionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('shell.checkPermissions.title')} closeButtonProps={{ 'aria-label': t('app.close') }}>
      {opened && <CheckPermissionsForm />}
    </Modal>
  );
}

/** The modal's fields: a login and a password (both required here), by the check call's contract. */
const schema = checkCredentialRequest.extend({ password: createCredentialRequest.shape.password });

/** Courier login and password, the check button, and what the courier answered (spec/01 §2 "Sidebar and shell"). */
function CheckPermissionsForm() {
  const { t } = useTranslation();
  const form = useContractForm(schema, { username: '', password: '' });
  const check = useMutation({
    mutationFn: (values: { username: string; password: string }) => checkCourierLogin(values.username.trim(), values.password),
    onError: (error) => showFieldErrors(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => check.mutate(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('shell.checkPermissions.intro')}</Text>
        <TextInput label={t('shell.checkPermissions.username')} autoComplete="off" required withAsterisk maxLength={100} {...form.getInputProps('username')} />
        <PasswordInput label={t('shell.checkPermissions.password')} autoComplete="off" required withAsterisk maxLength={200} {...form.getInputProps('password')} />
        <Group justify="flex-end">
          <Button type="submit" loading={check.isPending} disabled={!passes(schema, form.values)}>
            {t('shell.checkPermissions.submit')}
          </Button>
        </Group>
        {check.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t('shell.checkPermissions.checking')}
          </Text>
        )}
        <FormError error={check.error} />
        {check.isSuccess && (
          <Alert
            color="green"
            role="status"
            title={t('clients.settings.messages.credential_check_passed')}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <SimpleGrid component="dl" cols={1} spacing={4} m={0}>
              <Result label={t('shell.checkPermissions.contractNumber')} value={check.data.contract_number} />
              <Result label={t('shell.checkPermissions.email')} value={check.data.email} />
              <Result label={t('shell.checkPermissions.phoneNumber')} value={check.data.phone_number} />
            </SimpleGrid>
          </Alert>
        )}
      </Stack>
    </form>
  );
}

function Result({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {value}
      </Text>
    </Box>
  );
}
