import { createFileRoute } from '@tanstack/react-router';
import { FindPostalCodePage } from '@/features/addresses/FindPostalCodePage';

/** Public: no guard (spec/03 §2 "Public"). */
export const Route = createFileRoute('/find-my-postal-code')({
  component: FindPostalCodePage,
});
