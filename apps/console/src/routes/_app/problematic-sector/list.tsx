import { createFileRoute } from '@tanstack/react-router';
import { ProblematicSectorsListPage } from '@/features/warehouse/problematic-sectors/ProblematicSectorsListPage';
import { requireScreen } from '@/shared/session/guards';

export const Route = createFileRoute('/_app/problematic-sector/list')({
  beforeLoad: requireScreen('problematicSectors'),
  component: ProblematicSectorsListPage,
});
