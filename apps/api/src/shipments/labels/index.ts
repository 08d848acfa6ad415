export type { LabelParty, PaperSize, ParcelLabel } from './label.js';
export { labelFileName, type LabelFormat } from './label-file-name.js';
export { renderLabelsPdf } from './labels-pdf.js';
export { renderLabelsZpl } from './labels-zpl.js';
