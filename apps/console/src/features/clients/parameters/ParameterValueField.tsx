import { useState, type ReactNode } from 'react';
import { Group, NumberInput, Radio, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ParameterTypeView } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { displayValue, optionLabel } from './parameter-labels';
import { optionsOf, type ParameterDraft } from './parameter-values';
import { contactSearchQuery } from './parameters.api';

interface Props {
  readonly type: ParameterTypeView;
  readonly draft: ParameterDraft;
  readonly onChange: (draft: ParameterDraft) => void;
  /** The message under the field (a rule broken, or the server's). */
  readonly error?: ReactNode;
  /** Shown, not changeable (a value fixed once defined). */
  readonly readOnly?: boolean;
  readonly description?: string;
}

/** The value input that fits the parameter type's kind (spec/01 §3). */
export function ParameterValueField({ type, draft, onChange, error, readOnly, description }: Props) {
  const { t } = useTranslation();
  const label = t('clients.settings.parameters.fields.value');
  if (readOnly) {
    return <TextInput label={label} description={description} value={displayValue(type, draft.value)} readOnly />;
  }
  const set = (value: string) => onChange({ value, hidden_value: null });
  switch (type.kind) {
    case 'boolean':
      return (
        <Radio.Group label={label} description={description} value={draft.value} onChange={set} error={error} required withAsterisk>
          <Group gap="lg" mt={6}>
            <Radio value="true" label={optionLabel('true')} />
            <Radio value="false" label={optionLabel('false')} />
          </Group>
        </Radio.Group>
      );
    case 'select':
      return (
        <Select
          label={label}
          description={description}
          data={optionsOf(type).map((option) => ({ value: option.value, label: optionLabel(option.value, option.label) }))}
          value={draft.value || null}
          onChange={(value) => set(value ?? '')}
          allowDeselect={false}
          error={error}
          required
          withAsterisk
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          description={description ?? (type.min !== null ? t('clients.settings.parameters.minHint', { min: type.min }) : undefined)}
          value={draft.value === '' ? '' : Number(draft.value)}
          onChange={(value) => set(value === '' ? '' : String(value))}
          min={type.min ?? undefined}
          decimalSeparator=","
          error={error}
          required
          withAsterisk
        />
      );
    case 'text':
      return (
        <TextInput
          label={label}
          description={description}
          value={draft.value}
          onChange={(event) => set(event.currentTarget.value)}
          error={error}
          required
          withAsterisk
        />
      );
    case 'contact':
      return <ContactPicker courierId={type.contact_courier_id ?? 1} draft={draft} onChange={onChange} error={error} description={description} />;
  }
}

/**
 * A searchable pick of one of the courier's contacts: typing 3+ characters asks
 * GET app/v1/courier/{courierId}/search/contacts; the name is the value, the
 * contact's id the hidden value. Until a contact is picked the field is marked.
 */
function ContactPicker({ courierId, draft, onChange, error, description }: Omit<Props, 'type' | 'readOnly'> & { courierId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(draft.value);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(contactSearchQuery(courierId, debounced));
  const found = query.data ?? [];
  const options = found.map((contact) => ({ value: contact.id, label: contact.name }));
  if (draft.hidden_value && !options.some((option) => option.value === draft.hidden_value)) {
    options.unshift({ value: draft.hidden_value, label: draft.value });
  }
  const nothingFound =
    debounced.length < 3
      ? t('clients.settings.parameters.contactPlaceholder')
      : query.isFetching
        ? t('clients.settings.parameters.contactSearching')
        : t('clients.settings.parameters.contactNothingFound');
  return (
    <Select
      label={t('clients.settings.parameters.contact')}
      description={
        description ??
        (draft.hidden_value ? t('clients.settings.parameters.contactChosen', { name: draft.value, id: draft.hidden_value }) : undefined)
      }
      placeholder={t('clients.settings.parameters.contactPlaceholder')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the typed text.
      filter={({ options: all }) => all}
      data={options}
      value={draft.hidden_value}
      onChange={(id, option) => onChange(id && option ? { value: option.label, hidden_value: id } : { value: '', hidden_value: null })}
      nothingFoundMessage={nothingFound}
      error={error ?? (draft.hidden_value ? undefined : t('clients.settings.parameters.contactRequired'))}
      required
      withAsterisk
    />
  );
}
