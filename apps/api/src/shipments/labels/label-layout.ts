import { QUIET_ZONE_MODULES, code128Modules } from './code128.js';
import type { LabelParty, ParcelLabel } from './label.js';
import { CONTENT_WIDTH_MM, LINE_ADVANCE, LabelCanvas, MARGIN_MM } from './label-canvas.js';
import { LABEL_WIDTH_MM, type LabelElement, type TextMetrics } from './label-elements.js';
import { CAPTIONS, KIND_BANNERS, formatAmount, formatLabelDate, formatWeight, groupDigits } from './label-texts.js';

/** 3 dots of a 203 dpi thermal printer (ZPL ^BY3): bars of whole dots. */
const BARCODE_MODULE_MM = 0.375;
const RIGHT_COLUMN_X = 60;

// The lower part sits at fixed heights; the recipient takes what is left between it and the upper part.
const DETAILS_TOP = 100;
const PARCEL_NUMBER_TOP = 118.3;
const BARCODE_TOP = 125.8;
const BARCODE_HEIGHT = 17;
const DIGITS_TOP = 144.3;
const MAX_RECIPIENT_GROWTH = 1.15;

/** The label of one parcel on the 100x150 mm canvas, top to bottom. */
export function layoutLabel(label: ParcelLabel, metrics: TextMetrics): LabelElement[] {
  const canvas = new LabelCanvas(metrics);
  let y = header(canvas, label, MARGIN_MM);
  y = canvas.rule(y);
  y = routeRow(canvas, label, y);
  const banner = KIND_BANNERS[label.kind];
  if (banner) y = bannerRow(canvas, banner, y);
  y = senderBlock(canvas, label.sender, y);
  y = canvas.rule(y);
  recipientBlock(canvas, label, y, DETAILS_TOP - 1.5);
  canvas.rule(DETAILS_TOP - 1);
  details(canvas, label);
  canvas.rule(PARCEL_NUMBER_TOP - 1.5);
  canvas.text(label.parcelNumber, { top: PARCEL_NUMBER_TOP, size: 6.5, minSize: 4, bold: true, align: 'center' });
  barcode(canvas, label.code28);
  return canvas.elements;
}

function header(canvas: LabelCanvas, label: ParcelLabel, top: number): number {
  const rightWidth = LABEL_WIDTH_MM - MARGIN_MM - RIGHT_COLUMN_X;
  const second = canvas.text(label.courierName, { top, width: RIGHT_COLUMN_X - MARGIN_MM, size: 5, bold: true });
  canvas.text(formatLabelDate(label.createdAt), { x: RIGHT_COLUMN_X, top, width: rightWidth, size: 3.2, align: 'right' });
  // Second line: the waybill number at the right (up to half the width), the courier's number in what is left of it.
  const waybill = `${CAPTIONS.waybill}: ${label.shipmentNumber}`;
  const waybillWidth = Math.min(CONTENT_WIDTH_MM / 2, canvas.measure(waybill, 2.8));
  const next = canvas.text(waybill, {
    x: LABEL_WIDTH_MM - MARGIN_MM - waybillWidth,
    top: second,
    width: waybillWidth,
    size: 2.8,
    minSize: 2,
    align: 'right',
  });
  const width = CONTENT_WIDTH_MM - waybillWidth - 2;
  canvas.text(courierNumberText(canvas, label.courierNumber, width), { top: second, width, size: 2.8, minSize: 2 });
  return next;
}

/** The courier's number with its caption, or alone when both would not fit: the number is cut last. */
function courierNumberText(canvas: LabelCanvas, number: string | null, width: number): string {
  if (!number) return '';
  const captioned = `${CAPTIONS.courierNumber}: ${number}`;
  return canvas.measure(captioned, 2) <= width ? captioned : number;
}

/** The route code large and white on black, the parcel's x/n framed beside it. */
function routeRow(canvas: LabelCanvas, label: ParcelLabel, top: number): number {
  const height = 13;
  const routeWidth = 70;
  canvas.box(MARGIN_MM, top, routeWidth, height);
  canvas.text(label.routeCode, {
    x: MARGIN_MM + 2,
    width: routeWidth - 4,
    middle: top + height / 2,
    size: 10,
    minSize: 5,
    bold: true,
    align: 'center',
    inverse: true,
  });
  const frameX = MARGIN_MM + routeWidth + 1.5;
  const frameWidth = LABEL_WIDTH_MM - MARGIN_MM - frameX;
  canvas.frame(frameX, top, frameWidth, height, 0.5);
  canvas.text(CAPTIONS.parcel, { x: frameX, width: frameWidth, top: top + 1.4, size: 2.4, align: 'center' });
  canvas.text(`${label.position}/${label.count}`, {
    x: frameX + 1,
    width: frameWidth - 2,
    middle: top + 8.3,
    size: 6.5,
    minSize: 3.5,
    bold: true,
    align: 'center',
  });
  return top + height + 1.2;
}

function bannerRow(canvas: LabelCanvas, banner: string, top: number): number {
  const height = 7;
  canvas.box(MARGIN_MM, top, CONTENT_WIDTH_MM, height);
  canvas.text(banner, { middle: top + height / 2, size: 5, bold: true, align: 'center', inverse: true });
  return top + height + 1.2;
}

function senderBlock(canvas: LabelCanvas, sender: LabelParty, top: number): number {
  let y = canvas.text(CAPTIONS.sender, { top, size: 2.4, bold: true });
  y = canvas.text(sender.name, { top: y, size: 3.2, bold: true });
  y = canvas.text([...sender.addressLines, `${sender.postalCode} ${sender.locality}`, sender.countryIso].join(', '), {
    top: y,
    size: 2.8,
    minSize: 2.2,
  });
  return canvas.text(contactLine(sender), { top: y, size: 2.8, minSize: 2.2 });
}

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  /** Printed at the right end of the same line. */
  right?: string;
}

/** The recipient (or the return address) large; the whole block grows a little into spare room, or shrinks evenly when it has more lines than room. */
function recipientBlock(canvas: LabelCanvas, label: ParcelLabel, top: number, bottom: number): void {
  const party = label.recipient;
  const lines: Line[] = [
    { text: label.kind === 'return' ? CAPTIONS.returnRecipient : CAPTIONS.recipient, size: 2.4, bold: true },
    { text: party.name, size: 4.5, bold: true },
    ...(party.contactName ? [{ text: party.contactName, size: 3.6 }] : []),
    ...addressLines(party.addressLines, 3).map((text) => ({ text, size: 4 })),
    { text: `${party.postalCode} ${party.locality}`, size: 5.5, bold: true, right: party.countryIso },
    { text: `${CAPTIONS.phone} ${party.phone}`, size: 3.6 },
  ];
  const needed = lines.reduce((sum, line) => sum + line.size * LINE_ADVANCE, 0);
  const scale = Math.min(MAX_RECIPIENT_GROWTH, (bottom - top) / needed);
  let y = top;
  for (const line of lines) {
    const size = line.size * scale;
    const rightWidth = line.right ? 14 : 0;
    if (line.right) {
      const x = LABEL_WIDTH_MM - MARGIN_MM - rightWidth;
      canvas.text(line.right, { x, width: rightWidth, top: y, size, bold: line.bold, align: 'right' });
    }
    y = canvas.text(line.text, { top: y, width: CONTENT_WIDTH_MM - rightWidth, size, bold: line.bold });
  }
}

/** At most `max` lines: the rest joins the last one (and is shrunk or cut to fit there). */
function addressLines(lines: readonly string[], max: number): string[] {
  const present = lines.map((line) => line.trim()).filter(Boolean);
  return present.length <= max ? present : [...present.slice(0, max - 1), present.slice(max - 1).join(', ')];
}

const contactLine = (party: LabelParty) => [party.contactName, `${CAPTIONS.phone} ${party.phone}`].filter(Boolean).join(', ');

/** COD (white on black, so a courier cannot miss it) and weight, then the service and the locker. */
function details(canvas: LabelCanvas, label: ParcelLabel): void {
  const top = DETAILS_TOP + 0.8;
  const height = 6.2;
  const middle = top + height / 2;
  if (label.cod) {
    const width = RIGHT_COLUMN_X - MARGIN_MM;
    canvas.box(MARGIN_MM, top, width, height);
    const cod = `${CAPTIONS.cod} ${formatAmount(label.cod.amount, label.cod.currency)}`;
    canvas.text(cod, { x: MARGIN_MM + 1.5, width: width - 3, middle, size: 4.2, minSize: 2.8, bold: true, inverse: true });
  } else {
    canvas.text(CAPTIONS.noCod, { middle, size: 3.4 });
  }
  const weightX = RIGHT_COLUMN_X + 2;
  canvas.text(`${CAPTIONS.weight}: ${formatWeight(label.weightKg)}`, {
    x: weightX,
    width: LABEL_WIDTH_MM - MARGIN_MM - weightX,
    middle,
    size: 4.2,
    bold: true,
    align: 'right',
  });
  const next = canvas.text(`${CAPTIONS.service}: ${label.service}`, { top: top + height + 1.2, size: 3.2 });
  if (label.lockerName) canvas.text(`${CAPTIONS.locker}: ${label.lockerName}`, { top: next, size: 3.4, bold: true });
}

/** Code 128 of code28, centred with its quiet zones, and the digits under it. */
function barcode(canvas: LabelCanvas, data: string): void {
  const modules = code128Modules(data);
  const count = modules.reduce((sum, width) => sum + width, 0);
  // Narrower modules only for content longer than a label's 28 digits.
  const module = Math.min(BARCODE_MODULE_MM, LABEL_WIDTH_MM / (count + 2 * QUIET_ZONE_MODULES));
  const x = (LABEL_WIDTH_MM - count * module) / 2;
  canvas.elements.push({ type: 'barcode', data, modules, x, y: BARCODE_TOP, height: BARCODE_HEIGHT, module });
  canvas.text(groupDigits(data), { top: DIGITS_TOP, size: 3.2, minSize: 2, bold: true, align: 'center' });
}
