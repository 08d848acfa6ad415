import { Button, Stack, Text } from '@mantine/core';
import type { ExportView } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import type { Session } from '@/shared/session/session';
import { downloadExport } from './download';
import { showsValidationErrors } from './export-view';
import { ValidationErrorsTable } from './ValidationErrorsTable';

/** A staff member's expanded row: the file, and the validation errors when the report has any (spec/01 §2). */
export function ExpandedExport({ view, session, onNavigate }: { view: ExportView; session: Session; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const errors = showsValidationErrors(session.role, view);
  return (
    // Kept in view on a phone while the wide table scrolls sideways.
    <Stack gap="sm" py="xs" pos="sticky" left={0} maw="calc(100vw - 3rem)">
      <div>
        <Button size="xs" variant="light" onClick={() => void downloadExport(view)}>
          {t('reports.download')}
        </Button>
      </div>
      {errors ? <ValidationErrorsTable view={view} onNavigate={onNavigate} /> : <Text size="sm">{t('reports.row.noErrors')}</Text>}
    </Stack>
  );
}
