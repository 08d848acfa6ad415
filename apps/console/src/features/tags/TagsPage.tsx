import { useState } from 'react';
import { Card, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ROLES } from '@parcel/domain';
import { TAG_LABEL_MAX, tagRequest, type TagType } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { useSession } from '@/shared/session/session';
import type { ClientOption } from '@/shared/api/client-search';
import { ClientPicker } from '@/shared/forms/ClientPicker';
import { downloadTag, problematicSectorsQuery, warehousesQuery, workstationTypesQuery, workstationsQuery } from './tags.api';

/** What the picked item puts on the tag: the label (editable afterwards) and the value the barcode carries. */
interface Picked {
  readonly key: string | null;
  readonly label: string;
  readonly value: string;
}
const NOTHING: Picked = { key: null, label: '', value: '' };

/**
 * `/tags` (admins, warehouse workers): pick the kind, then the client, the
 * workstation (warehouse, type, workstation) or the sector; the tag carries
 * its name in big letters and its number or code as a barcode: a client's id
 * (what the intake screen reads), a workstation's code (what /set-workstation
 * reads), a sector's code. Searching clients is for admins (client/search),
 * so workers print workstation and sector tags.
 */
export function TagsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const kinds: TagType[] =
    session?.role === ROLES.admin ? ['client', 'workstation', 'problematic_sector'] : ['workstation', 'problematic_sector'];
  const [kind, setKind] = useState<TagType>(kinds[0]!);
  const [picked, setPicked] = useState<Picked>(NOTHING);
  const [label, setLabel] = useState('');
  const pick = (next: Picked) => {
    setPicked(next);
    setLabel(next.label);
  };
  const body = { type: kind, label, value: picked.value };
  const generate = useMutation({
    mutationFn: () => downloadTag(tagRequest.parse(body)),
    onSuccess: () => toast.success(t('tags.generated')),
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('tags.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('tags.intro')}
      </Text>
      <Card withBorder padding="lg" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (tagRequest.safeParse(body).success) generate.mutate();
          }}
        >
          <Stack gap="sm">
            <Radio.Group
              label={t('tags.kind')}
              value={kind}
              onChange={(next) => {
                setKind(next as TagType);
                pick(NOTHING);
              }}
            >
              <Group gap="md" mt={4}>
                {kinds.map((option) => (
                  <Radio key={option} value={option} label={t(`tags.kinds.${option}`)} />
                ))}
              </Group>
            </Radio.Group>
            {kind === 'client' && <ClientFields onPick={pick} />}
            {kind === 'workstation' && <WorkstationFields onPick={pick} />}
            {kind === 'problematic_sector' && <SectorFields picked={picked.key} onPick={pick} />}
            {picked.key !== null && (
              <>
                <TextInput
                  label={t('tags.label')}
                  description={t('tags.labelHint')}
                  withAsterisk
                  maxLength={TAG_LABEL_MAX}
                  value={label}
                  onChange={(event) => setLabel(event.currentTarget.value)}
                />
                <Text size="sm" data-testid="tag-value">
                  {t('tags.value', { value: picked.value })}
                </Text>
              </>
            )}
            <SubmitButton
              schema={tagRequest}
              values={body}
              fieldLabel={(field) => t(`tags.fields.${field}` as 'tags.fields.label')}
              loading={generate.isPending}
            >
              {t('tags.generate')}
            </SubmitButton>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

function ClientFields({ onPick }: { onPick: (picked: Picked) => void }) {
  const { t } = useTranslation();
  const [client, setClient] = useState<ClientOption | null>(null);
  return (
    <ClientPicker
      label={t('tags.client')}
      required
      value={client}
      onPick={(next) => {
        setClient(next);
        onPick(next ? { key: String(next.id), label: next.name, value: String(next.id) } : NOTHING);
      }}
    />
  );
}

const asOptions = (rows: readonly { id: number; name?: string; code?: string }[] | undefined, text: (row: any) => string) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: text(row) }));

function WorkstationFields({ onPick }: { onPick: (picked: Picked) => void }) {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [workstationId, setWorkstationId] = useState<string | null>(null);
  const warehouses = useQuery(warehousesQuery());
  const types = useQuery(workstationTypesQuery());
  const workstations = useQuery({
    ...workstationsQuery(Number(warehouseId), Number(typeId)),
    enabled: warehouseId !== null && typeId !== null,
  });
  const failed = [warehouses, types, workstations].find((query) => query.isError);
  const choose = (warehouse: string | null, type: string | null, workstation: string | null) => {
    setWarehouseId(warehouse);
    setTypeId(type);
    setWorkstationId(workstation);
    const station = workstations.data?.find((row) => String(row.id) === workstation);
    const typeName = types.data?.find((row) => String(row.id) === type)?.name ?? '';
    const warehouseName = warehouses.data?.find((row) => String(row.id) === warehouse)?.name ?? '';
    onPick(station ? { key: String(station.id), label: `${typeName} – ${warehouseName}`, value: station.code } : NOTHING);
  };
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label={t('tags.warehouse')}
          withAsterisk
          data={asOptions(warehouses.data, (row) => row.name)}
          value={warehouseId}
          onChange={(value) => choose(value, typeId, null)}
          miw={180}
        />
        <Select
          label={t('tags.workstationType')}
          withAsterisk
          data={asOptions(types.data, (row) => row.name)}
          value={typeId}
          onChange={(value) => choose(warehouseId, value, null)}
          miw={180}
        />
      </Group>
      <Select
        label={t('tags.workstation')}
        withAsterisk
        searchable
        disabled={warehouseId === null || typeId === null}
        description={warehouseId === null || typeId === null ? t('tags.pickWarehouseAndType') : undefined}
        data={asOptions(workstations.data, (row) => row.code)}
        value={workstationId}
        onChange={(value) => choose(warehouseId, typeId, value)}
      />
      {failed && (
        <Text size="sm" c="red" role="alert">
          {errorText(failed.error)}
        </Text>
      )}
    </Stack>
  );
}

function SectorFields({ picked, onPick }: { picked: string | null; onPick: (picked: Picked) => void }) {
  const { t } = useTranslation();
  const sectors = useQuery(problematicSectorsQuery());
  return (
    <Stack gap={4}>
      <Select
        label={t('tags.sector')}
        withAsterisk
        searchable
        data={asOptions(sectors.data, (row) => `${row.code} – ${row.name}`)}
        value={picked}
        onChange={(value) => {
          const sector = sectors.data?.find((row) => String(row.id) === value);
          onPick(sector ? { key: String(sector.id), label: sector.name, value: sector.code } : NOTHING);
        }}
      />
      {sectors.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(sectors.error)}
        </Text>
      )}
    </Stack>
  );
}
