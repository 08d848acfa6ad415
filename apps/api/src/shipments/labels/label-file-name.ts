export type LabelFormat = 'pdf' | 'zpl';

/** 'etykieta-7PRO0012345678.pdf': the download name of a shipment's (or a bulk print's) labels. */
export function labelFileName(number: string, format: LabelFormat): string {
  const safe = number.trim().replace(/[^A-Za-z0-9_-]+/g, '_') || 'etykiety';
  return `etykieta-${safe}.${format}`;
}
