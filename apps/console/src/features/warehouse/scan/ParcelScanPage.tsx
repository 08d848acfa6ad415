import { useCallback, useMemo, useRef, useState } from 'react';
import { Badge, Button, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { DEFAULT_SCAN_PLACE } from '@parcel/contracts';
import { DEFAULT_STATUS_TYPE_ID, KNOWN_PROBLEM_SYSTEM_ID, UNKNOWN_PROBLEM_SYSTEM_ID } from '@parcel/domain';
import { call } from '@/shared/api/http';
import { errorText, validationText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { setWorkstationHref } from '@/shared/session/guards';
import { useSession } from '@/shared/session/session';
import {
  ScanFeedback,
  ScanInput,
  ScanQueueView,
  useScanFeedback,
  useScanner,
  useScanQueue,
  type QueuedScan,
  type ReadScan,
  type ScanOutcome,
} from '@/features/warehouse/scanner';
import { DimensionsForm } from './DimensionsForm';
import { ParcelPanel } from './ParcelPanel';
import {
  internalInstruction,
  parcelDataQuery,
  reStickLabelUrl,
  sendScan,
  statusTypesForWarehouseQuery,
  type ScanChoice,
  type ScanReply,
} from './scan.api';
import { messageDuration, NO_OUT_NUMBER_CODE, SCAN_ERROR_MS, scanReaction, type Suggestion } from './scan-reaction';
import { SectorModal, type ChosenSector } from './SectorModal';
import { StatusHistory } from './StatusHistory';

/** The parcel view clears this long after the dimensions are saved (spec/02 §4, §9). */
export const CLEAR_AFTER_DIMENSIONS_MS = 1500;

interface SectorRequest {
  readonly preselected: number | null;
  /** The status the re-sent scan carries (a suggestion switches it). */
  readonly statusTypeId: number;
  /** A scan to send again once the sector is chosen (the one the server refused). */
  readonly resend: string | null;
}

/**
 * `/parcel-from-number` (spec/02 §2, §4): scan a parcel with the chosen status
 * (55 by default), time (now) and place (TYCHY). Every scan goes through the
 * offline queue (scan id, in order). The answer decides: 205 the workstation
 * is set, 204 nothing done, messages (15 s; no out number 20 s) or the big
 * success notice, errors 5 s, a suggested status and sector switch the status
 * and open the sector chooser. The parcel's data, dimensions and history show
 * below and are read again after each scan.
 */
export function ParcelScanPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location.href });
  const workstationTypeId = Number(session?.workstation?.type.id ?? 1) || 1;
  const feedback = useScanFeedback();

  const [manual, setManual] = useState(false);
  const [statusId, setStatusId] = useState<number>(DEFAULT_STATUS_TYPE_ID);
  const [when, setWhen] = useState('');
  const [where, setWhere] = useState<string>(DEFAULT_SCAN_PLACE);
  const [sector, setSector] = useState<ChosenSector | null>(null);
  const [sectorRequest, setSectorRequest] = useState<SectorRequest | null>(null);
  const [parcelId, setParcelId] = useState<number | null>(null);
  const [editingDimensions, setEditingDimensions] = useState(false);
  const skipNext = useRef(false);

  const statuses = useQuery(statusTypesForWarehouseQuery(workstationTypeId));
  const systemIdOf = useCallback((id: number) => statuses.data?.find((s) => s.id === id)?.system_id ?? null, [statuses.data]);
  const systemId = systemIdOf(statusId);

  const choiceFor = (statusTypeId: number, chosen: ChosenSector | null): ScanChoice => {
    const known = systemIdOf(statusTypeId) === KNOWN_PROBLEM_SYSTEM_ID;
    return {
      id_status_type: statusTypeId,
      id_problematic_sector: known ? (chosen?.id ?? null) : null,
      when: when ? new Date(when).toISOString() : null,
      where: where.trim() || DEFAULT_SCAN_PLACE,
      create_duplicated_parcel_row: known && !!chosen?.extraRow,
    };
  };

  /** Shows the parcel a code names (after a 204 or a refusal the answer names none). */
  const showParcelOf = async (code: string) => {
    try {
      const found = (await call('GET', `app/v1/parcel/find/barcode/${encodeURIComponent(code)}?fields[]=id`)) as { id: number };
      setParcelId(found.id);
      void queryClient.invalidateQueries({ queryKey: ['shipments', 'scanned-parcel'] });
      void queryClient.invalidateQueries({ queryKey: ['shipments', 'scanned-parcel-history'] });
    } catch {
      // Not a parcel of ours: nothing to show.
    }
  };

  const openReStickLabel = async (id: number) => {
    const parcel = await queryClient.fetchQuery(parcelDataQuery(id));
    const opened = window.open(await reStickLabelUrl(parcel.internal_number), '_blank', 'noopener');
    if (!opened) feedback.warning(t('warehouseScan.popupBlocked'), { durationMs: SCAN_ERROR_MS, sound: false });
  };

  const suggest = (suggestion: Suggestion, code: string) => {
    setStatusId(suggestion.statusTypeId);
    setSectorRequest({ preselected: suggestion.sectorId, statusTypeId: suggestion.statusTypeId, resend: code });
  };

  const react = (scan: QueuedScan<ScanChoice>, outcome: ScanOutcome<ScanReply>) => {
    const reaction = scanReaction(outcome);
    switch (reaction.kind) {
      case 'workstation_set':
        feedback.success(t('warehouseScan.workstationSet'));
        void queryClient.invalidateQueries({ queryKey: ['workstations'] });
        return;
      case 'unchanged':
        feedback.warning(t('warehouseScan.unchanged'), { durationMs: SCAN_ERROR_MS });
        void showParcelOf(scan.code);
        return;
      case 'recorded': {
        setParcelId(reaction.parcelId);
        void queryClient.invalidateQueries({ queryKey: ['shipments', 'scanned-parcel', reaction.parcelId] });
        void queryClient.invalidateQueries({ queryKey: ['shipments', 'scanned-parcel-history', reaction.parcelId] });
        const [first, ...rest] = reaction.messages;
        if (!first) feedback.success(t('warehouseScan.saved'), { details: scan.code });
        else {
          const noOutNumber = reaction.messages.some((m) => m.code === NO_OUT_NUMBER_CODE);
          const text = [first, ...rest].map((m) => m.message).join(' ');
          feedback.show(noOutNumber ? 'error' : 'warning', text, { durationMs: Math.max(...reaction.messages.map(messageDuration)) });
        }
        if (reaction.rePaste) void openReStickLabel(reaction.parcelId);
        if (reaction.suggestion) suggest(reaction.suggestion, scan.code);
        return;
      }
      case 'failed': {
        if (reaction.workstationRequired) {
          void navigate({ href: setWorkstationHref(location), replace: true });
          return;
        }
        const fieldText = validationText(Object.values(reaction.fieldErrors)[0]);
        const text =
          reaction.message ??
          (reaction.code === 'validation_failed' ? fieldText : undefined) ??
          errorText(outcome.ok ? null : outcome.error);
        feedback.error(text, { durationMs: SCAN_ERROR_MS, details: reaction.suggestion ? t('warehouseScan.irregularity') : undefined });
        if (reaction.suggestion) suggest(reaction.suggestion, scan.code);
        else if (reaction.needsSector)
          setSectorRequest({ preselected: sector?.id ?? null, statusTypeId: scan.body.id_status_type, resend: scan.code });
        if (reaction.status === 409 || reaction.status === 422) void showParcelOf(scan.code);
        return;
      }
    }
  };

  const queue = useScanQueue<ScanChoice, ScanReply>({
    storageKey: `scan-queue:scanning:${session?.id ?? 'anonymous'}`,
    send: sendScan,
    onSettled: react,
  });

  const instruction = useMutation({
    mutationFn: internalInstruction,
    onSuccess: ({ instruction: next }) => {
      if (next.action === 'set_status') chooseStatus(next.status_type_id);
      else if (next.action === 'toggle_manual') setManual((m) => !m);
      else if (parcelId !== null) setEditingDimensions(true);
      feedback.success(t('warehouseScan.saved'), { sound: true, durationMs: 1500 });
    },
    onError: (error) => feedback.error(errorText(error), { durationMs: SCAN_ERROR_MS }),
  });

  const onScan = (reading: ReadScan) => {
    if (skipNext.current) {
      skipNext.current = false;
      feedback.warning(t('warehouseScan.skipped'), { durationMs: SCAN_ERROR_MS });
      return;
    }
    if (reading.kind === 'internal_instruction') {
      instruction.mutate(reading.code);
      return;
    }
    void queue.add(reading.raw, choiceFor(statusId, sector));
  };

  const scanner = useScanner({
    screen: 'scanning',
    manual,
    locked: editingDimensions,
    onScan,
    onWarning: (warning) => feedback.warning(warning, { durationMs: SCAN_ERROR_MS }),
  });

  /** A status chosen: a known problem opens the sector chooser; otherwise the scan input takes the focus back (the select keeps it). */
  function chooseStatus(id: number) {
    setStatusId(id);
    if (systemIdOf(id) === KNOWN_PROBLEM_SYSTEM_ID) setSectorRequest({ preselected: sector?.id ?? null, statusTypeId: id, resend: null });
    else setTimeout(() => scanner.focus(), 0);
  }

  const closeSectorModal = () => {
    setSectorRequest(null);
    setTimeout(() => scanner.focus(), 0);
  };

  const onSectorChosen = (chosen: ChosenSector) => {
    const request = sectorRequest;
    setSector(chosen);
    closeSectorModal();
    if (request?.resend)
      void queue.add(request.resend, {
        ...choiceFor(request.statusTypeId, chosen),
        id_status_type: request.statusTypeId,
        id_problematic_sector: chosen.id,
        create_duplicated_parcel_row: chosen.extraRow,
      });
  };

  const onDimensionsSaved = () => {
    skipNext.current = true;
    scanner.focus();
    setTimeout(() => setParcelId(null), CLEAR_AFTER_DIMENSIONS_MS);
  };

  const statusOptions = useMemo(
    () => (statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.displayed_name })),
    [statuses.data],
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('warehouseScan.title')}
      </Title>
      <ScanInput scanner={scanner} onManualChange={setManual} />
      <ScanFeedback message={feedback.message} />
      <ScanQueueView queue={queue} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('warehouseScan.status')}
          data={statusOptions}
          value={String(statusId)}
          allowDeselect={false}
          searchable
          onChange={(value) => value && chooseStatus(Number(value))}
        />
        <TextInput
          type="datetime-local"
          label={t('warehouseScan.when')}
          description={t('warehouseScan.whenHint')}
          value={when}
          onChange={(event) => setWhen(event.currentTarget.value)}
        />
        <TextInput
          label={t('warehouseScan.where')}
          value={where}
          maxLength={100}
          onChange={(event) => setWhere(event.currentTarget.value)}
        />
      </SimpleGrid>
      {systemId === UNKNOWN_PROBLEM_SYSTEM_ID && (
        <Badge size="lg" variant="light">
          {t('warehouseScan.sectorAuto')}
        </Badge>
      )}
      {systemId === KNOWN_PROBLEM_SYSTEM_ID && (
        <Group gap="sm">
          {sector && (
            <Badge size="lg" variant="light">
              {t('warehouseScan.sector', { name: `${sector.code} · ${sector.name}` })}
            </Badge>
          )}
          <Button
            variant="light"
            onClick={() => setSectorRequest({ preselected: sector?.id ?? null, statusTypeId: statusId, resend: null })}
          >
            {t('warehouseScan.chooseSector')}
          </Button>
        </Group>
      )}
      {parcelId === null ? null : (
        <>
          <ParcelPanel
            parcelId={parcelId}
            dimensions={(parcel) => (
              <DimensionsForm
                parcel={parcel}
                editing={editingDimensions}
                onEditingChange={setEditingDimensions}
                notify={feedback.show}
                onSaved={onDimensionsSaved}
              />
            )}
          />
          <StatusHistory parcelId={parcelId} />
        </>
      )}
      <SectorModal
        opened={sectorRequest !== null}
        preselected={sectorRequest?.preselected ?? null}
        workstationTypeId={workstationTypeId}
        onChoose={onSectorChosen}
        onClose={closeSectorModal}
      />
    </Stack>
  );
}
