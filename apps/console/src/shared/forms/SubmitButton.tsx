import { useId, type ReactNode } from 'react';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { parseContract } from '@parcel/contracts';
import type { z } from 'zod';
import { validationText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';

interface Props {
  /** The contract the values must pass (the one the API applies). */
  readonly schema: z.ZodType;
  readonly values: unknown;
  /** The messages the form shows under its fields now (form.errors): the list then points there instead of repeating them. */
  readonly shown?: Record<string, unknown>;
  /** A field's label on this form (Polish), by its name in the contract. */
  readonly fieldLabel: (field: string) => string;
  readonly loading?: boolean;
  /** Other reasons the button waits (a delete under way, a check not passed yet): disabled, said elsewhere on the form. */
  readonly waiting?: boolean;
  readonly fullWidth?: boolean;
  readonly children: ReactNode;
}

/**
 * A form's submit button that says why it is disabled: while the values do not
 * pass the contract, the missing or invalid fields are listed under it
 * ("Nazwa firmy – To pole jest wymagane."; a field already showing its message
 * is named with "popraw (opis przy polu)"), and the button points to the list.
 */
export function SubmitButton({ schema, values, shown = {}, fieldLabel, loading, waiting = false, fullWidth, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const result = parseContract(schema, values);
  const problems = result.success ? [] : Object.entries(result.errors);
  return (
    <Stack gap={4} align={fullWidth ? 'stretch' : 'flex-end'}>
      <Group justify="flex-end">
        <Button type="submit" loading={loading} disabled={problems.length > 0 || waiting} fullWidth={fullWidth} aria-describedby={problems.length ? id : undefined}>
          {children}
        </Button>
      </Group>
      {problems.length > 0 && (
        <Stack gap={2} id={id} maw={480}>
          <Text size="xs" c="dimmed">
            {t('form.fixToSave')}
          </Text>
          <List size="xs" c="dimmed" spacing={0}>
            {problems.map(([path, codes]) => (
              <List.Item key={path}>
                {t('form.reason', { field: fieldLabel(path.split('.')[0]!), message: shown[path] ? t('form.seeField') : validationText(codes) })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
