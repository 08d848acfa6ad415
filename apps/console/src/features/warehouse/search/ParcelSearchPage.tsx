import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ROLES } from '@parcel/domain';
import type { ParcelSearchHit } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import type { Session } from '@/shared/session/session';
import { ScanFeedback, ScanInput, useScanFeedback, useScanner } from '@/features/warehouse/scanner';
import { FoundParcels } from './FoundParcels';
import { parcelSearchQuery } from './search.api';

type Step = { readonly kind: 'search' } | { readonly kind: 'check'; readonly code: string; readonly parcels: readonly ParcelSearchHit[] };

/**
 * `/parcel-search` (spec/02 §2 "scan or type a number, then scan the searched
 * item"). Staff scan (screen 'search', 800 ms) or type a code: the page shows
 * what it names and asks to scan the searched item; a code naming the same
 * parcel confirms it, any other warns. Clients do not scan (spec/01 §5): they
 * type a number and see their own parcel.
 */
export function ParcelSearchPage({ session }: { readonly session: Session }) {
  const staff = session.role !== ROLES.client;
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('warehouseSearch.title')}
      </Title>
      {staff ? <ScanSearch /> : <TypedSearch />}
    </Stack>
  );
}

function useFind() {
  const queryClient = useQueryClient();
  return (code: string) => queryClient.fetchQuery({ ...parcelSearchQuery(code), staleTime: 0 });
}

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 422);

function ScanSearch() {
  const { t } = useTranslation();
  const feedback = useScanFeedback();
  const find = useFind();
  const [manual, setManual] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'search' });
  const [busy, setBusy] = useState(false);

  const onCode = async (code: string) => {
    if (busy) return;
    setBusy(true);
    try {
      if (step.kind === 'search') {
        const { parcels } = await find(code);
        setStep({ kind: 'check', code, parcels });
        feedback.success(
          parcels.length === 1
            ? t('warehouseSearch.found', { n: parcels[0]!.number })
            : t('warehouseSearch.foundMany', { n: parcels.length }),
          { sound: true },
        );
        return;
      }
      const wanted = new Set(step.parcels.map((p) => p.parcel_id));
      const scanned = await find(code).catch((error: unknown) => {
        if (isNotFound(error)) return { parcels: [] };
        throw error;
      });
      if (scanned.parcels.some((p) => wanted.has(p.parcel_id))) feedback.success(t('warehouseSearch.match'));
      else feedback.warning(t('warehouseSearch.noMatch'));
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const scanner = useScanner({
    screen: 'search',
    manual,
    onScan: (reading) => void onCode(reading.raw),
    onWarning: (text) => feedback.warning(text),
  });
  const reset = () => {
    setStep({ kind: 'search' });
    feedback.clear();
    scanner.focus();
  };

  return (
    <>
      <ScanFeedback message={feedback.message} />
      <ScanInput
        scanner={scanner}
        onManualChange={setManual}
        label={step.kind === 'search' ? t('warehouseSearch.searchLabel') : t('warehouseSearch.checkLabel')}
      />
      {step.kind === 'check' && (
        <>
          <Group>
            <Button variant="default" size="md" onClick={reset}>
              {t('warehouseSearch.again')}
            </Button>
          </Group>
          <FoundParcels parcels={step.parcels} staff />
        </>
      )}
    </>
  );
}

function TypedSearch() {
  const { t } = useTranslation();
  const find = useFind();
  const [code, setCode] = useState('');
  const [found, setFound] = useState<readonly ParcelSearchHit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const value = code.trim();
    if (!value) return;
    setBusy(true);
    setError(null);
    try {
      setFound((await find(value)).parcels);
    } catch (failure) {
      setFound(null);
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Text c="dimmed">{t('warehouseSearch.clientHint')}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('warehouseSearch.typeLabel')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            maxLength={64}
            size="md"
            flex={1}
            miw={0}
            autoComplete="off"
            error={error ?? undefined}
          />
          <Button type="submit" size="md" loading={busy}>
            {t('warehouseSearch.search')}
          </Button>
        </Group>
      </form>
      {found && <FoundParcels parcels={found} staff={false} />}
    </>
  );
}
