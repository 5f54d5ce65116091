import type { InvoiceLine } from './ledger';

/** Text the standard PDF fonts can draw (WinAnsi): anything else becomes `?`. */
const safe = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** Amount in cents as `12.34 USD` (amounts / 100, two decimals). */
export const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** One A4 page: seller, customer, receipt number, date, the invoice lines and the total. */
export async function invoicePdf(input: {
  vendor: string; customer: string; receiptNumber: string; date: Date; lines: InvoiceLine[]; total: number; currency: string; paid: boolean; testMode: boolean;
}): Promise<Uint8Array> {
  // Loaded on the first invoice, not at start-up (~0.2 s of CPU).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${input.receiptNumber}`);
  doc.setProducer('Portico');
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const text = (s: string, x: number, opts: { size?: number; b?: boolean } = {}) =>
    page.drawText(safe(s), { x, y, size: opts.size ?? 11, font: opts.b ? bold : font, color: rgb(0.1, 0.1, 0.1) });
  text(`Invoice ${input.receiptNumber}`, 50, { size: 20, b: true });
  if (input.testMode) text('TEST MODE', 450, { size: 12, b: true });
  y -= 30; text(`From: ${input.vendor}`, 50);
  y -= 16; text(`Bill to: ${input.customer}`, 50);
  y -= 16; text(`Date: ${input.date.toISOString().slice(0, 10)}`, 50);
  y -= 16; text(`Status: ${input.paid ? 'Paid' : 'Not paid'}`, 50);
  y -= 32; text('Description', 50, { b: true }); text('Amount', 450, { b: true });
  for (const line of input.lines) {
    y -= 18; text(line.description, 50); text(money(line.amount, input.currency), 450);
  }
  y -= 26; text('Total', 50, { b: true }); text(money(input.total, input.currency), 450, { b: true });
  return doc.save();
}
