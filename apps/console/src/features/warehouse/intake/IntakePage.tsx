import { useState } from 'react';
import { Button, Group, List, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntakeScanAnswer } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { errorText, validationText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { SET_WORKSTATION_HREF } from '@/shared/session/guards';
import { ScanFeedback, ScanInput, ScanQueueView, useScanFeedback, useScanner, useScanQueue, type ReadScan } from '../scanner';
import type { ClientOption } from '@/shared/api/client-search';
import { ClientPicker } from '@/shared/forms/ClientPicker';
import { intakeScan, intakeStatusesQuery, verifyClient, type IntakeScanBody } from './intake.api';

const DEFAULT_STATUS = '55';
const DEFAULT_PLACE = 'TYCHY';
const HISTORY_SIZE = 8;
const SIGN = { success: '✓', warning: '!', error: '✕' } as const;

interface Outcome {
  readonly id: string;
  readonly code: string;
  readonly kind: 'success' | 'warning' | 'error';
  readonly text: string;
}

/**
 * /parcel-from-number-and-assign-to-client: choose the client (or none, for
 * parcels the system knows), verify it by its company's post code and phone,
 * then scan (400 ms pause) with the status, time and place. Every answer shows
 * big with its sound; a scanned external inbound's barcode makes the next
 * parcels its own; scans wait in the queue while the connection is lost.
 */
export function IntakePage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feedback = useScanFeedback();
  const statuses = useQuery(intakeStatusesQuery());
  const [client, setClient] = useState<ClientOption | null>(null);
  const [verified, setVerified] = useState(false);
  const [postalCode, setPostalCode] = useState('');
  const [phone, setPhone] = useState('');
  const [statusId, setStatusId] = useState(DEFAULT_STATUS);
  const [when, setWhen] = useState('');
  const [where, setWhere] = useState(DEFAULT_PLACE);
  const [alias, setAlias] = useState('');
  const [inbound, setInbound] = useState<number | null>(null);
  const [manual, setManual] = useState(false);
  const [history, setHistory] = useState<readonly Outcome[]>([]);

  const record = (scanId: string, code: string, kind: Outcome['kind'], text: string, details?: string) => {
    feedback.show(kind, text, { details });
    setHistory((previous) =>
      [{ id: scanId, code, kind, text: details ? `${text}: ${details}` : text }, ...previous].slice(0, HISTORY_SIZE),
    );
  };

  const onAnswer = (scanId: string, code: string, answer: IntakeScanAnswer | undefined) => {
    if (!answer) {
      // 205: the scanned code was a workstation's; the sidebar reads the session again.
      void queryClient.invalidateQueries({ queryKey: ['users', 'whoami'] });
      return record(scanId, code, 'success', t('warehouseIntake.intake.outcome.workstation_set'));
    }
    if (answer.message === 'external_inbound_found' && answer.external_inbound_id) setInbound(answer.external_inbound_id);
    const kind = answer.message === 'problematic_detected' ? 'warning' : 'success';
    record(scanId, code, kind, t(`warehouseIntake.intake.outcome.${answer.message}`), answer.messages.join(' · '));
  };

  const queue = useScanQueue<IntakeScanBody, IntakeScanAnswer | undefined>({
    storageKey: `scan-queue:intake:${userId}`,
    send: (scan, signal) => intakeScan({ ...scan.body, scan_id: scan.scan_id, scanned_at: scan.scanned_at }, signal),
    onSettled: (scan, outcome) => {
      if (outcome.ok) return onAnswer(scan.scan_id, scan.code, outcome.answer);
      const error = outcome.error;
      if (error instanceof ApiError && error.code === 'workstation_required') {
        window.location.assign(SET_WORKSTATION_HREF);
        return;
      }
      const field = error instanceof ApiError ? Object.values(error.fieldErrors)[0] : undefined;
      record(scan.scan_id, scan.code, 'error', field ? (validationText(field) ?? errorText(error)) : errorText(error));
    },
  });

  const mustVerify = client !== null && !verified;
  const scanner = useScanner({
    screen: 'intake',
    manual,
    locked: mustVerify,
    onScan: (reading: ReadScan) =>
      void queue.add(reading.raw, {
        client_id: client?.id ?? null,
        barcode: reading.raw,
        status_type_id: Number(statusId),
        when: when ? new Date(when).toISOString() : null,
        where: where.trim() || DEFAULT_PLACE,
        external_inbound_id: inbound,
        client_alias: alias.trim() || null,
      }),
    onWarning: (warning) => feedback.warning(warning),
  });

  const verify = useMutation({
    mutationFn: () => verifyClient({ client_id: client!.id, postal_code: postalCode, phone_number: phone }),
    onSuccess: (answer) => {
      setVerified(answer.verified);
      if (answer.verified) feedback.success(t('warehouseIntake.intake.verified', { name: client!.name }));
      else feedback.error(t('warehouseIntake.intake.verifyFailed'));
    },
    onError: () => feedback.error(t('warehouseIntake.intake.verifyFailed')),
  });

  const pick = (picked: ClientOption | null) => {
    setClient(picked);
    setVerified(false);
    setPostalCode('');
    setPhone('');
  };

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {t('warehouseIntake.intake.title')}
      </Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <ClientPicker label={t('warehouseIntake.intake.client')} value={client} onPick={pick} />
          {client === null && (
            <Text size="sm" c="dimmed">
              {t('warehouseIntake.intake.noClient')}
            </Text>
          )}
          {mustVerify && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                verify.mutate();
              }}
            >
              <Stack gap="xs">
                <Text fw={700}>{t('warehouseIntake.intake.verifyTitle')}</Text>
                <Text size="sm">{t('warehouseIntake.intake.verifyHint')}</Text>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <TextInput
                    label={t('warehouseIntake.intake.postalCode')}
                    value={postalCode}
                    onChange={(e) => setPostalCode(e.currentTarget.value)}
                    autoComplete="off"
                    required
                  />
                  <TextInput
                    label={t('warehouseIntake.intake.phone')}
                    value={phone}
                    onChange={(e) => setPhone(e.currentTarget.value)}
                    inputMode="tel"
                    autoComplete="off"
                    required
                  />
                  <Button type="submit" mt={{ sm: 24 }} loading={verify.isPending} disabled={!postalCode.trim() || !phone.trim()}>
                    {t('warehouseIntake.intake.verify')}
                  </Button>
                </SimpleGrid>
              </Stack>
            </form>
          )}
          {client && verified && (
            <Group gap="xs">
              <Text fw={700}>✓ {t('warehouseIntake.intake.verified', { name: client.name })}</Text>
              <Button variant="subtle" size="compact-sm" onClick={() => pick(null)}>
                {t('warehouseIntake.intake.change')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs">
        <Select
          label={t('warehouseIntake.intake.status')}
          data={(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.displayed_name }))}
          value={statusId}
          onChange={(value) => setStatusId(value ?? DEFAULT_STATUS)}
          allowDeselect={false}
        />
        <TextInput
          type="datetime-local"
          label={t('warehouseIntake.intake.when')}
          value={when}
          onChange={(e) => setWhen(e.currentTarget.value)}
        />
        <TextInput label={t('warehouseIntake.intake.where')} value={where} onChange={(e) => setWhere(e.currentTarget.value)} />
        <TextInput label={t('warehouseIntake.intake.alias')} value={alias} onChange={(e) => setAlias(e.currentTarget.value)} />
      </SimpleGrid>
      {inbound !== null && (
        <Group gap="xs">
          <Text fw={700}>{t('warehouseIntake.intake.inbound', { id: inbound })}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setInbound(null)}>
            {t('warehouseIntake.intake.inboundClear')}
          </Button>
        </Group>
      )}
      <ScanInput scanner={scanner} onManualChange={setManual} />
      <ScanFeedback message={feedback.message} />
      <ScanQueueView queue={queue} />
      {history.length > 0 && (
        <Stack gap={4}>
          <Text fw={700}>{t('warehouseIntake.intake.history')}</Text>
          <List size="sm" spacing={2} data-testid="intake-history">
            {history.map((item) => (
              <List.Item key={item.id}>
                <Text span ff="monospace" size="sm">
                  {item.code}
                </Text>{' '}
                <Text span size="sm" fw={item.kind === 'success' ? 400 : 700}>
                  {SIGN[item.kind]} {item.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
