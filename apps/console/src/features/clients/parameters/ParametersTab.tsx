/** Client card tab (placeholder until built): rendered by the card frame under /client/{id}/card/{card}. */
export function ParametersTab(_props: { clientId: number }) {
  return null;
}
