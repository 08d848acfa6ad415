/**
 * An amount as people type or paste it: "18,90", "18.90", "1 234,5" and
 * "1234.50 zł" are the same numbers; undefined when the text holds no amount.
 */
export function parseAmount(text: string): number | undefined {
  const compact = text.replace(/\s|\u00a0/g, '').replace(/(zł|pln)$/i, '');
  if (!/^-?\d+([.,]\d+)?$/.test(compact)) return undefined;
  return Number(compact.replace(',', '.'));
}
