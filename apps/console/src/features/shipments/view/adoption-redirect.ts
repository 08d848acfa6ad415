import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';

/** spec/03 §4, §9: after a forced assignment the screen goes to the new shipment 7 s later. */
export const ADOPTION_REDIRECT_MS = 7_000;

/**
 * Goes to a shipment's page ADOPTION_REDIRECT_MS after `go(number)`; leaving
 * the screen before then (unmounting) cancels it. Answers whether one is
 * pending, and `go`.
 */
export function useRedirectToShipmentLater(): { pending: string | null; go: (number: string) => void } {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => void navigate({ to: '/shipment/$internalNumber', params: { internalNumber: pending } }),
      ADOPTION_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [pending, navigate]);
  return { pending, go: setPending };
}
