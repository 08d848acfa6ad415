import { createFileRoute } from '@tanstack/react-router';
import { SortingRulesPage } from '@/features/warehouse/sorting/SortingRulesPage';
import { requireScreen } from '@/shared/session/guards';

/** No loader: its query lives in the page's lazy chunk (the entry chunk's budget). */
export const Route = createFileRoute('/_app/sorting-rules')({
  beforeLoad: requireScreen('sortingRules'),
  component: SortingRulesPage,
});
