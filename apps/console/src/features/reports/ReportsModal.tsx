import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/shared/i18n/i18n';
import type { Session } from '@/shared/session/session';
import { ExportsTable } from './ExportsTable';

/** "Moje raporty": the reports list in a modal (full screen on a phone). Loaded on the first open. */
export default function ReportsModal({ opened, onClose, session }: { opened: boolean; onClose: () => void; session: Session }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reports.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {opened && <ExportsTable session={session} onNavigate={onClose} />}
    </Modal>
  );
}
