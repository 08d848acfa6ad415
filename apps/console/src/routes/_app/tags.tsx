import { createFileRoute } from '@tanstack/react-router';
import { TagsPage } from '@/features/tags/TagsPage';
import { requireScreen } from '@/shared/session/guards';

/** `/tags` (admins, warehouse workers): the tag generator. */
export const Route = createFileRoute('/_app/tags')({
  beforeLoad: requireScreen('tags'),
  component: TagsPage,
});
