import { useState } from 'react';
import { Alert, Box, Button, Group, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { checkCredentialResponse } from '@parcel/contracts';
import { DEFAULT_COURIER_ID } from '@parcel/domain';
import { errorText } from '../shared/api/error-text';
import { call } from '../shared/api/http';
import { useTranslation } from '../shared/i18n/i18n';

/** PATCH app/v1/credential/: asks the courier whether a login and password hold (406 when rejected). Nothing is saved. */
const checkCourierLogin = (username: string, password: string) =>
  call('PATCH', 'app/v1/credential', { body: { id_courier: DEFAULT_COURIER_ID, username, password }, schema: checkCredentialResponse });

/** The check-permissions modal (loaded on first open: see CheckPermissionsButton). */
export default function CheckPermissionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('checkPermissions.title')} closeButtonProps={{ 'aria-label': t('app.close') }}>
      {opened && <CheckPermissionsForm />}
    </Modal>
  );
}

/** Courier login and password, the check button, and what the courier answered (spec/01 §2 "Sidebar and shell"). */
function CheckPermissionsForm() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const check = useMutation({ mutationFn: () => checkCourierLogin(username.trim(), password) });
  const ready = username.trim() !== '' && password !== '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) check.mutate();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">{t('checkPermissions.intro')}</Text>
        <TextInput
          label={t('checkPermissions.username')}
          autoComplete="off"
          required
          withAsterisk
          maxLength={100}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('checkPermissions.password')}
          autoComplete="off"
          required
          withAsterisk
          maxLength={200}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={check.isPending} disabled={!ready}>
            {t('checkPermissions.submit')}
          </Button>
        </Group>
        {check.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t('checkPermissions.checking')}
          </Text>
        )}
        {check.isError && (
          <Alert color="red" role="alert">
            {errorText(check.error)}
          </Alert>
        )}
        {check.isSuccess && (
          <Alert color="green" role="status" title={t('checkPermissions.passed')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            <SimpleGrid component="dl" cols={1} spacing={4} m={0}>
              <Result label={t('checkPermissions.contractNumber')} value={check.data.contract_number} />
              <Result label={t('checkPermissions.email')} value={check.data.email} />
              <Result label={t('checkPermissions.phoneNumber')} value={check.data.phone_number} />
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
