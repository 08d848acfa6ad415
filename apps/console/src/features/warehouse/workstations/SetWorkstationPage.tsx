import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '@/shared/api/api-error';
import { errorText, validationText } from '@/shared/api/error-text';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { useSession } from '@/shared/session/session';
import { leaveWorkstation, setSessionWorkstation, workstationLabel } from '@/shared/session/workstation';
import { ScanFeedback, ScanInput, useScanFeedback, useScanner } from '@/features/warehouse/scanner';
import { claimWorkstation } from './workstations.api';
import { returnPathOf } from './workstations.logic';

/**
 * `/set-workstation`: the worker scans the workstation's code (a wedge scanner
 * types it and Enter, or it is typed by hand), the API sets it (404 unknown,
 * 406 the server's reason, 423 taken), the session shows it at once, and the
 * worker goes back to the screen that sent them here (`from`) or stays.
 */
export function SetWorkstationPage({ required, from }: { required: boolean; from?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useSession()?.workstation ?? null;
  const [manual, setManual] = useState(false);
  const feedback = useScanFeedback();
  const returnPath = returnPathOf(from);

  const claim = useMutation({
    mutationFn: claimWorkstation,
    onSuccess: (answer) => {
      setSessionWorkstation(answer.workstation);
      if (returnPath) {
        toast.success(t('warehouseWorkstations.set.done'));
        void navigate({ href: returnPath, replace: true });
      } else {
        feedback.success(t('warehouseWorkstations.set.done'), { details: workstationLabel(answer.workstation) });
      }
    },
    onError: (error) => feedback.error(claimFailure(error)),
  });
  const leave = useMutation({
    mutationFn: leaveWorkstation,
    onSuccess: () => feedback.success(t('warehouseWorkstations.left')),
    onError: (error) => feedback.error(errorText(error)),
  });
  const scanner = useScanner({
    screen: 'intake',
    manual,
    onScan: (reading) => claim.mutate(reading.raw),
    onWarning: (warning) => feedback.warning(warning),
  });

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('warehouseWorkstations.set.title')}
      </Title>
      {required && !current && (
        <Alert color="yellow" variant="light" role="alert">
          <Text fw={600}>{t('warehouseWorkstations.set.required')}</Text>
        </Alert>
      )}
      <Paper withBorder p="md">
        <Group justify="space-between" gap="sm">
          <Text size="lg" fw={600} data-testid="current-workstation">
            {current
              ? t('warehouseWorkstations.set.current', { workstation: workstationLabel(current) })
              : t('warehouseWorkstations.set.none')}
          </Text>
          {current && (
            <Button variant="light" color="gray" loading={leave.isPending} onClick={() => leave.mutate()}>
              {t('warehouseWorkstations.leave')}
            </Button>
          )}
        </Group>
      </Paper>
      <ScanInput scanner={scanner} onManualChange={setManual} label={t('warehouseWorkstations.set.label')} />
      <ScanFeedback message={feedback.message} />
    </Stack>
  );
}

/** 404 'Stanowisko nie istnieje!', 423 'Stanowisko jest już zajęte!', 406 the server's reason (its code in Polish). */
function claimFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('errors.workstation_not_found');
    if (error.status === 423) return t('errors.workstation_occupied');
    const field = validationText(error.fieldErrors['code']);
    if (field) return field;
  }
  return errorText(error);
}
