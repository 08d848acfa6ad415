import PDFDocument from 'pdfkit';
import { BOLD, REGULAR, registerLabelFonts } from '../../shipments/labels/label-fonts.js';
import type { SandboxInvoiceRow } from './sandbox-fakturownia-store.js';

const TAX_LABEL: Readonly<Record<string, string>> = { np: 'np.', zw: 'zw.' };
const money = (amount: number | string, currency: string): string => `${Number(amount).toFixed(2).replace('.', ',')} ${currency}`;

/**
 * THE SANDBOX service's printout of an invoice: one A4 page with the number,
 * the dates, the buyer, the positions and the gross total, marked as a test
 * document. DejaVu Sans (as the labels) prints Polish letters.
 */
export async function sandboxInvoicePdf(invoice: SandboxInvoiceRow): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Faktura ${invoice.number}`, Producer: 'SANDBOX Fakturownia' } });
  registerLabelFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(18).text(`Faktura VAT ${invoice.number}`);
  doc.font(REGULAR).fontSize(10).fillColor('#a00').text('SANDBOX Fakturownia: dokument testowy, bez mocy prawnej').fillColor('black');
  doc.moveDown();
  doc.text(`Data wystawienia: ${invoice.issue_date}`);
  doc.text(`Data sprzedaży: ${invoice.sell_date}`);
  doc.text(`Termin płatności: ${invoice.payment_to}`);
  doc.moveDown();
  const { buyer } = invoice;
  doc.font(BOLD).text('Nabywca');
  doc.font(REGULAR).text(buyer.name);
  doc.text(`NIP: ${buyer.tax_no}`);
  const address = [buyer.street, [buyer.post_code, buyer.city].filter(Boolean).join(' '), buyer.country].filter(
    (part) => part && part.trim() !== '',
  );
  if (address.length > 0) doc.text(address.join(', '));
  doc.moveDown();

  doc.font(BOLD).text('Lp.  Nazwa', { continued: false });
  invoice.positions.forEach((position, index) => {
    const tax = TAX_LABEL[String(position.tax)] ?? `${position.tax}%`;
    doc
      .font(REGULAR)
      .text(`${index + 1}.  ${position.name}  ×${position.quantity}  VAT ${tax}  ${money(position.total_price_gross, invoice.currency)}`);
  });
  doc.moveDown();
  doc
    .font(BOLD)
    .fontSize(12)
    .text(`Razem brutto: ${money(invoice.price_gross, invoice.currency)}`);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
