import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import type { Scanner } from './useScanner';

export interface ScanInputProps {
  readonly scanner: Scanner;
  /** Shows the 'Tryb ręczny' switch; the screen keeps the mode and passes it to useScanner. */
  readonly onManualChange?: (manual: boolean) => void;
  /** The input's label when not the default 'Kod do zeskanowania'. */
  readonly label?: string;
}

/**
 * The big scan input of a scanning screen: what was typed of the code so far, a
 * button that ends it (one thumb on a phone), and the manual-mode switch. In
 * scanner mode the phone's on-screen keyboard stays closed (inputMode none):
 * the handheld's scanner types; manual mode opens it.
 */
export function ScanInput({ scanner, onManualChange, label }: ScanInputProps) {
  const { t } = useTranslation();
  const hint = scanner.locked
    ? t('warehouse.scanner.locked')
    : scanner.manual
      ? t('warehouse.scanner.hintManual')
      : t('warehouse.scanner.hint');
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          ref={scanner.inputRef}
          label={label ?? t('warehouse.scanner.label')}
          description={hint}
          value={scanner.value}
          onChange={scanner.onChange}
          onKeyDown={scanner.onKeyDown}
          disabled={scanner.locked}
          size="xl"
          flex={1}
          miw={0}
          inputMode={scanner.manual ? 'text' : 'none'}
          enterKeyHint="done"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          data-scan-input=""
          styles={{ input: { fontFamily: 'ui-monospace, monospace', fontWeight: 700 } }}
        />
        <Button size="xl" px="md" onClick={scanner.submit} disabled={scanner.locked}>
          {t('warehouse.scanner.submit')}
        </Button>
      </Group>
      {onManualChange && (
        <Switch
          size="md"
          label={t('warehouse.scanner.manual')}
          checked={scanner.manual}
          onChange={(event) => onManualChange(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
