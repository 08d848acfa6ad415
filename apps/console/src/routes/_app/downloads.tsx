import { createFileRoute } from '@tanstack/react-router';
import { DownloadsPage } from '@/features/downloads/DownloadsPage';
import { requireScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/downloads')({
  beforeLoad: requireScreen('downloads'),
  component: DownloadsPage,
});
