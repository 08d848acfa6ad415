import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { problematicSectorsQuery } from '@/features/warehouse/problematic-sectors/sectors.api';
import { extraRowFor } from './scan-reaction';

export interface ChosenSector {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** create_duplicated_parcel_row (duplicate-label sectors). */
  readonly extraRow: boolean;
}

interface Props {
  readonly opened: boolean;
  /** The sector to start with (the server's suggestion, or the last one chosen). */
  readonly preselected: number | null;
  readonly workstationTypeId: number;
  readonly onChoose: (sector: ChosenSector) => void;
  readonly onClose: () => void;
}

/**
 * The problem-sector chooser (spec/02 §4): the desk's sectors; a duplicate-label
 * sector (3, 4) ticks the extra-row box, which the worker may untick.
 */
export function SectorModal({ opened, preselected, workstationTypeId, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  const sectors = useQuery({ ...problematicSectorsQuery({ workstationTypeId }), enabled: opened });
  const [chosen, setChosen] = useState<string | null>(null);
  const [extraRow, setExtraRow] = useState(false);
  const list = sectors.data ?? [];
  const selected = list.find((s) => String(s.id) === chosen) ?? null;

  useEffect(() => {
    if (!opened) return;
    setChosen(preselected === null ? null : String(preselected));
  }, [opened, preselected]);
  useEffect(() => setExtraRow(extraRowFor(selected?.code)), [selected?.code]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title={t('warehouseScan.sectorTitle')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {sectors.isPending ? (
        <LoadingState />
      ) : sectors.isError ? (
        <ErrorState error={sectors.error} onRetry={() => void sectors.refetch()} />
      ) : (
        <Stack gap="sm">
          <Radio.Group value={chosen} onChange={setChosen} label={t('warehouseScan.chooseSector')}>
            <Stack gap={6} mt="xs">
              {list.map((sector) => (
                <Radio key={sector.id} value={String(sector.id)} label={`${sector.code} · ${sector.name}`} size="md" />
              ))}
            </Stack>
          </Radio.Group>
          <Checkbox
            label={t('warehouseScan.extraRow')}
            checked={extraRow}
            disabled={!extraRowFor(selected?.code)}
            onChange={(event) => setExtraRow(event.currentTarget.checked)}
          />
          {selected && (
            <Text size="sm" c="dimmed">
              {t('warehouseScan.sector', { name: selected.name })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('warehouseScan.dims.cancel')}
            </Button>
            <Button
              disabled={!selected}
              onClick={() =>
                selected &&
                onChoose({ id: selected.id, code: selected.code, name: selected.name, extraRow: extraRow && extraRowFor(selected.code) })
              }
            >
              {t('warehouseScan.confirmSector')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
