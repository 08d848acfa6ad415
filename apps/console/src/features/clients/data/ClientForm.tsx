import { useEffect, type ClipboardEvent, type ReactNode } from 'react';
import { Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { normaliseNip } from '@parcel/contracts';
import { POLAND_ID } from '@parcel/domain';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '@/shared/i18n/i18n';
import { showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { ChangedElsewhere, useServerValues } from '@/shared/forms/server-values';
import { COUNTRY_OPTIONS, SENDING_COUNTRY_OPTIONS } from '../countries';
import { normalisePostCode, splitPastedPhone } from '../phone-prefix';
import { clientFieldLabel } from './client-errors';
import { createClientForm, sameClientValues, updateClientForm, type ClientFormValues } from './client-form-values';

type Form = UseFormReturnType<ClientFormValues>;

interface Props {
  /** The create form also requires the shipment note (spec/01 §5). */
  readonly mode: 'create' | 'edit';
  /** The new client's defaults, or the stored client (whose changes on the server reach the form). */
  readonly initial: ClientFormValues;
  readonly submitLabel: string;
  readonly pending: boolean;
  /** The last failure of the submit: a 422 marks its fields. */
  readonly error: unknown;
  readonly onSubmit: (values: ClientFormValues) => void;
}

/**
 * The client form (spec/01 §3 Client, §5): company, contact, shipping
 * settings, the returning and broadcasting-facility addresses and the
 * countries the client may send to. Validated by the API's contract as it is
 * typed; Save stays disabled while anything is invalid.
 */
export function ClientForm({ mode, initial, submitLabel, pending, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const schema = mode === 'create' ? createClientForm : updateClientForm;
  const form = useContractForm(schema, initial, { guardLeave: true });
  useEffect(() => {
    if (error) showFieldErrors(form, error);
  }, [error]);
  const server = useServerValues(form, mode === 'edit' ? initial : undefined, sameClientValues);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="lg">
        <ChangedElsewhere state={server} message={t('clients.form.changedElsewhere')} reloadLabel={t('clients.form.reload')} />
        <Text size="sm" c="dimmed">
          {t('clients.form.required')}
        </Text>
        <CompanySection form={form} />
        <ContactSection form={form} />
        <ShippingSection form={form} noteRequired={mode === 'create'} />
        <AddressesSection form={form} />
        <CountriesSection form={form} />
        <SubmitButton schema={schema} values={form.values} shown={form.errors} fieldLabel={clientFieldLabel} loading={pending}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}

const inPoland = (form: Form) => form.values.country === String(POLAND_ID);

/** A paste handler that puts the normalised text in place of the browser's paste. */
const pasted = (apply: (text: string) => void) => (event: ClipboardEvent<HTMLInputElement>) => {
  event.preventDefault();
  apply(event.clipboardData.getData('text'));
};

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

function CompanySection({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Section legend={t('clients.form.company')}>
      <TextInput label={t('clients.fields.name')} required withAsterisk maxLength={255} {...form.getInputProps('name')} />
      <TextInput
        label={t('clients.fields.nip')}
        required
        withAsterisk
        maxLength={20}
        {...form.getInputProps('nip')}
        onPaste={pasted((text) => form.setFieldValue('nip', normaliseNip(text)))}
      />
      <TextInput label={t('clients.fields.street')} required withAsterisk maxLength={255} {...form.getInputProps('street')} />
      <TextInput label={t('clients.fields.address')} maxLength={255} {...form.getInputProps('address')} />
      <TextInput
        label={t('clients.fields.post_code')}
        required
        withAsterisk
        maxLength={20}
        {...form.getInputProps('post_code')}
        // In Poland five digits become NN-NNN as they are pasted or when the field is left.
        onPaste={pasted((text) => form.setFieldValue('post_code', inPoland(form) ? normalisePostCode(text) : text.trim()))}
        onBlur={() => inPoland(form) && form.setFieldValue('post_code', normalisePostCode(form.values.post_code))}
      />
      <TextInput label={t('clients.fields.city')} required withAsterisk maxLength={100} {...form.getInputProps('city')} />
      <Select label={t('clients.fields.country')} data={COUNTRY_OPTIONS} allowDeselect={false} {...form.getInputProps('country')} />
      <TextInput label={t('clients.fields.bank_account_number')} maxLength={64} {...form.getInputProps('bank_account_number')} />
    </Section>
  );
}

function ContactSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Section legend={t('clients.form.contact')}>
      <TextInput
        label={t('clients.fields.email')}
        type="email"
        autoComplete="off"
        required
        withAsterisk
        maxLength={254}
        {...form.getInputProps('email')}
      />
      <TextInput label={t('clients.fields.contact_name')} maxLength={255} {...form.getInputProps('contact_name')} />
      <TextInput
        label={t('clients.fields.phone_number_prefix')}
        description={t('clients.form.phonePrefixHint')}
        inputMode="tel"
        maxLength={6}
        {...form.getInputProps('phone_number_prefix')}
      />
      <TextInput
        label={t('clients.fields.phone_number')}
        description={t('clients.form.phoneNumberHint')}
        inputMode="numeric"
        required
        withAsterisk
        maxLength={10}
        {...form.getInputProps('phone_number')}
        // "+48 601 234 567" pasted here fills the prefix (+48) and the number (601234567).
        onPaste={pasted((text) => {
          const { prefix, number } = splitPastedPhone(text);
          if (prefix) form.setFieldValue('phone_number_prefix', prefix);
          form.setFieldValue('phone_number', number);
        })}
      />
    </Section>
  );
}

function ShippingSection({ form, noteRequired }: { form: Form; noteRequired: boolean }) {
  const { t } = useTranslation();
  return (
    <Section legend={t('clients.form.shipping')}>
      <Stack gap="sm" pt={4}>
        <Switch label={t('clients.fields.cod_enabled')} {...form.getInputProps('cod_enabled', { type: 'checkbox' })} />
        <Switch label={t('clients.fields.download_ext')} {...form.getInputProps('download_ext', { type: 'checkbox' })} />
        <Switch label={t('clients.fields.ext_number')} {...form.getInputProps('ext_number', { type: 'checkbox' })} />
      </Stack>
      <Stack gap="sm">
        <TextInput
          label={t('clients.fields.shipment_note')}
          required={noteRequired}
          withAsterisk={noteRequired}
          maxLength={500}
          {...form.getInputProps('shipment_note')}
        />
        <TextInput label={t('clients.fields.sender_signature')} maxLength={255} {...form.getInputProps('sender_signature')} />
      </Stack>
    </Section>
  );
}

function AddressesSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Section legend={t('clients.form.addresses')}>
      {(['re_returning_address', 're_broadcasting_facility_address'] as const).map((field) => (
        <Textarea
          key={field}
          label={t(`clients.fields.${field}`)}
          description={t('clients.form.multilineHint')}
          required
          withAsterisk
          autosize
          minRows={4}
          maxLength={1000}
          {...form.getInputProps(field)}
        />
      ))}
    </Section>
  );
}

function CountriesSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('clients.form.countries')} radius="md">
      <Checkbox.Group label={t('clients.fields.allowed_countries')} description={t('clients.form.countriesHint')} {...form.getInputProps('allowed_countries')}>
        <Group gap="lg" mt="xs">
          {SENDING_COUNTRY_OPTIONS.map((country) => (
            <Checkbox key={country.value} value={country.value} label={country.label} />
          ))}
        </Group>
      </Checkbox.Group>
    </Fieldset>
  );
}
