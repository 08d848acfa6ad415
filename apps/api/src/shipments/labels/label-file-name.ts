export type LabelFormat = 'pdf' | 'zpl';

/** 'etykieta-7PRO0012345678.pdf': the download name of a shipment's (or a bulk print's) labels. */
export function labelFileName(number: string, format: LabelFormat): string {
  // spec/03 §7: the label of a shipment is saved as {internalNumber}.pdf.
  const safe = number.trim().replace(/[^A-Za-z0-9_-]+/g, '_') || 'etykiety';
  return `${safe}.${format}`;
}
