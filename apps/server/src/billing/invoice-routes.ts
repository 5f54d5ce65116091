import type { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { type AppEnv, type Ctx } from '../access';
import { body } from '../http/validate';
import { isUuid } from '../roles';
import { account, tenantNow } from './accounts';
import type { InvoiceLine } from './ledger';
import { BILLING_TEXT } from './messages';
import { invoicePdf } from './pdf';
import type { BillingKit } from './routes';
import { listSubscriptions } from './service';
import { invoiceView } from './views';

const INVOICES = '/billing/invoices/v1';

/** Invoices of the caller's tenant (settled to its clock first), one invoice, and its PDF. */
export function invoiceRoutes(deps: Deps, kit: BillingKit): Hono<AppEnv> {
  const app = kit.signedInRouter();
  const { read, scope } = kit;
  const settled = async (c: Ctx) => kit.audit(c, (await listSubscriptions(scope(c))).flatMap((x) => x.events));
  const one = async (c: Ctx) => {
    const id = c.req.param('id');
    const row = id && isUuid(id)
      ? await deps.db.selectFrom('billing_invoices').selectAll().where('tenant_id', '=', scope(c).tenantId).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound(BILLING_TEXT.invoiceNotFound);
    return row;
  };
  app.get(INVOICES, read, async (c) => {
    await settled(c);
    const rows = await deps.db.selectFrom('billing_invoices').selectAll().where('tenant_id', '=', scope(c).tenantId)
      .orderBy('payment_date', 'desc').orderBy('receipt_number', 'desc').execute();
    return c.json(rows.map(invoiceView));
  });
  app.get(`${INVOICES}/:id`, read, async (c) => c.json(invoiceView(await one(c))));
  app.get(`${INVOICES}/:id/pdf`, read, async (c) => {
    const inv = await one(c);
    const acc = await account(deps.db, inv.tenant_id);
    const tenant = await deps.db.selectFrom('tenants').select('name').where('id', '=', inv.tenant_id).executeTakeFirstOrThrow();
    const bytes = await invoicePdf({
      vendor: deps.vendor.info.name, customer: acc.customer_name ?? tenant.name, receiptNumber: inv.receipt_number, date: inv.payment_date,
      lines: inv.lines as InvoiceLine[], total: inv.total_amount, currency: inv.currency, paid: inv.paid, testMode: kit.provider.testMode,
    });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf', 'content-disposition': `attachment; filename="invoice-${inv.receipt_number}.pdf"`, 'cache-control': 'no-store',
    });
  });
  return app;
}

const advanceSchema = z.object({ days: z.number().int().min(1).max(400) });

/**
 * Dev/test only (BILLING_TEST_CLOCK=1, never in production): moves the caller's tenant clock forward so trials end and
 * periods renew in a test; the next billing read settles them.
 */
export function testClockRoutes(deps: Deps, kit: BillingKit): Hono<AppEnv> {
  const app = kit.signedInRouter();
  const { write, scope } = kit;
  app.get('/billing/test-clock/v1', kit.read, async (c) => c.json({ now: (await tenantNow(deps.db, scope(c).tenantId)).toISOString() }));
  app.post('/billing/test-clock/v1', write, async (c) => {
    const { days } = await body(c, advanceSchema);
    const tenantId = scope(c).tenantId;
    await account(deps.db, tenantId);
    await deps.db.updateTable('billing_accounts').set((eb) => ({ clock_offset_seconds: eb('clock_offset_seconds', '+', days * 86_400) })).where('tenant_id', '=', tenantId).execute();
    await kit.audit(c, [{ action: 'Billing test clock advanced', description: `Test clock advanced ${days} days`, json: { days } }]);
    await settled(c);
    return c.json({ now: (await tenantNow(deps.db, tenantId)).toISOString() });
  });
  const settled = async (c: Ctx) => kit.audit(c, (await listSubscriptions(scope(c))).flatMap((x) => x.events));
  return app;
}
