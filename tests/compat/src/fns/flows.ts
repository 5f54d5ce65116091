import { DEMO_ADMIN, DEMO_MEMBER } from '@portico/server/src/test/fixture';
import type { Ctx, Fn } from '../harness';
import { all, deliberate, has, list, listAt, spec, thirdParty } from '../harness';
import { NEW2 } from './session';
import { LOGIN } from './shapes';

// Phones, passwordless sign-in, invitations, billing, hosted login, and the calls that end sessions.
const a = (x: Ctx) => x.api.auth;
const v3 = all(has('user'), (r, x) => has(...LOGIN)((r as { user: unknown }).user, x));
const strategies = async (x: Ctx, list: { strategy: string; isActive: boolean }[]) => {
  const res = await fetch(`${x.server.url}/dev/auth-strategies`, { method: 'PUT', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mainAuthStrategy: 'EmailAndPassword', strategies: [{ strategy: 'EmailAndPassword', isActive: true }, ...list] }) });
  if (res.status !== 200) throw new Error(`could not set the auth strategies: ${res.status}`);
};
const PHONE = '+447700900601';
const PHONE2 = '+447700900604';

export const phones: Fn[] = [
  spec('userPhoneNumbers.createPhoneNumber', async (x) => {
    await x.freshAccount('phones@fe-compat.test');
    const r = await x.api.userPhoneNumbers.createPhoneNumber({ phoneNumber: PHONE });
    x.kept.otcToken = r.otcToken;
    return r;
  }, has('otcToken')),
  spec('userPhoneNumbers.verifyPhoneNumber', async (x) => x.api.userPhoneNumbers.verifyPhoneNumber({ otcToken: x.kept.otcToken as string, code: (await x.sms(PHONE)).codes[0] as string })),
  spec('userPhoneNumbers.preVerifyPhoneNumber', async (x) => {
    const r = await x.api.userPhoneNumbers.preVerifyPhoneNumber({ phoneNumber: PHONE2 });
    await x.api.userPhoneNumbers.verifyPhoneNumber({ otcToken: r.otcToken, code: (await x.sms(PHONE2)).codes[0] as string });
    return r;
  }, has('otcToken')),
  spec('userPhoneNumbers.getUserPhoneNumbers', async (x) => {
    const r = await x.api.userPhoneNumbers.getUserPhoneNumbers({ _limit: 10, _offset: 0 });
    x.kept.phoneId = (r.items as unknown as { id: string }[])[0]?.id;
    return r;
  }, all(listAt('items', ['id', 'phoneNumber', 'verified', 'createdAt'], 1), has('_metadata.totalItems'))),
  spec('userPhoneNumbers.getUserOwnPhoneNumbers', (x) => x.api.userPhoneNumbers.getUserOwnPhoneNumbers(), list(['id', 'phoneNumber', 'verified'], 1)),
  spec('userPhoneNumbers.deletePhoneNumber', async (x) => {
    const r = await x.api.userPhoneNumbers.deletePhoneNumber(x.kept.phoneId as string);
    x.kept.otcToken = r.otcToken;
    return r;
  }, has('otcToken')),
  spec('userPhoneNumbers.verifyDeletePhoneNumber', async (x) => x.api.userPhoneNumbers.verifyDeletePhoneNumber(x.kept.phoneId as string, { otcToken: x.kept.otcToken as string, code: (await x.sms(PHONE)).codes[0] as string })),
  // The account phone: change it with a texted code, then reset it by e-mail when the old one is lost.
  spec('auth.changePhoneNumberWithVerification', async (x) => {
    const r = await a(x).changePhoneNumberWithVerification({ phoneNumber: '+447700900602' });
    x.kept.changePhoneId = r.changePhoneId;
    return r;
  }, has('changePhoneId')),
  spec('auth.verifyChangePhoneNumber', async (x) => a(x).verifyChangePhoneNumber({ changePhoneId: x.kept.changePhoneId as string, code: (await x.sms('+447700900602')).codes[0] as string })),
  spec('auth.resetPhoneNumber', async (x) => {
    const r = await a(x).resetPhoneNumber({ email: 'phones@fe-compat.test' });
    x.kept.resetPhoneNumberToken = r.resetPhoneNumberToken;
    return r;
  }, has('resetPhoneNumberToken')),
  spec('auth.verifyResetPhoneNumber', async (x) => {
    const r = await a(x).verifyResetPhoneNumber({ resetPhoneNumberToken: x.kept.resetPhoneNumberToken as string, code: (await x.mail('phones@fe-compat.test')).codes[0] as string });
    x.kept.changePhoneNumberToken = r.changePhoneNumberToken;
    return r;
  }, has('changePhoneNumberToken')),
  spec('auth.changePhoneNumber', (x) => a(x).changePhoneNumber({ changePhoneNumberToken: x.kept.changePhoneNumberToken as string, phoneNumber: '+447700900603' })),
];

export const passwordless: Fn[] = [
  spec('auth.passwordlessPreLogin', async (x) => {
    await strategies(x, [{ strategy: 'Code', isActive: true }, { strategy: 'MagicLink', isActive: true }, { strategy: 'SmsCode', isActive: true }]);
    return a(x).passwordlessPreLogin({ type: 'Code' as never, email: 'phones@fe-compat.test' });
  }),
  spec('auth.passwordlessPostLogin', async (x) => a(x).passwordlessPostLogin({ type: 'Code' as never, token: (await x.mail('phones@fe-compat.test')).codes[0] as string, email: 'phones@fe-compat.test' } as never), has('accessToken')),
  spec('auth.passwordlessPostLoginV2', async (x) => {
    await a(x).passwordlessPreLogin({ type: 'MagicLink' as never, email: 'phones@fe-compat.test' });
    const { token } = await x.mailedLink('phones@fe-compat.test');
    return a(x).passwordlessPostLoginV2({ type: 'MagicLink' as never, token });
  }, v3),
];

// An invitation is accepted by an account that already exists (a new address gets an activation link instead, where it
// sets its password): the admin invites the sign-up of the first steps, who accepts from the mailed link.
export const invitations: Fn[] = [
  spec('auth.resendInvitationEmail', async (x) => {
    await x.signIn(DEMO_ADMIN);
    await x.api.teams.addUser({ email: NEW2.email, name: 'Joiner', roleIds: [x.kept.readOnlyRoleId as string] });
    return a(x).resendInvitationEmail({ email: NEW2.email });
  }),
  spec('auth.acceptInvitation', async (x) => {
    await a(x).acceptInvitation(await x.mailedLink(NEW2.email));
    await x.signIn(NEW2.email, NEW2.password);
    const tenants = (await x.api.users.getCurrentUserTenantsV3()).tenants.map((t) => t.name);
    if (!tenants.includes('Acme')) throw new Error(`the invitation did not add Acme: ${tenants.join(', ')}`);
    await x.signIn(DEMO_ADMIN);
  }),
];

const PLAN = ['id', 'name', 'description', 'price.amount', 'price.currency', 'slug'];
const SUBSCRIPTION = ['id', 'externallyManaged', 'startDate', 'currentPeriodStart', 'currentPeriodEnd', 'status', 'plan'];
const s = (x: Ctx) => x.api.subscriptions;
export const billing: Fn[] = [
  spec('subscriptions.getPaymentProviders', (x) => s(x).getPaymentProviders(), list(['providerType', 'name', 'status'], 1)),
  spec('subscriptions.getVendorPublicConfigurations', (x) => s(x).getVendorPublicConfigurations(), has('allowPlanDowngrade', 'allowPlanCancellation')),
  spec('subscriptions.getSubscriptionPlans', async (x) => {
    const r = await s(x).getSubscriptionPlans();
    x.kept.plans = r;
    return r;
  }, list(PLAN, 1)),
  spec('subscriptions.getSubscriptionPlan', (x) => s(x).getSubscriptionPlan((x.kept.plans as { id: string }[])[0]!.id), has(...PLAN)),
  spec('subscriptions.getTenantConfiguration', async (x) => s(x).getTenantConfiguration((await a(x).getMeV2()).tenantId), has('tenantId')),
  thirdParty('subscriptions.createTenantConfiguration', 'maps the tenant to a customer of the payment provider (Stripe)'),
  spec('subscriptions.getSubscriptionSummaries', async (x) => s(x).getSubscriptionSummaries((await a(x).getMeV2()).tenantId), has('providerType', 'defaultPlanId')),
  thirdParty('subscriptions.getStripePaymentProviderConfiguration', 'the Stripe publishable key (Stripe only)'),
  thirdParty('subscriptions.createStripeCustomer', 'creates a Stripe customer'),
  thirdParty('subscriptions.getStripeCustomer', 'reads a Stripe customer'),
  thirdParty('subscriptions.createStripePaymentMethodSetupIntentSecret', 'a Stripe setup intent, confirmed by Stripe.js in the browser'),
  thirdParty('subscriptions.createSubscription', 'a Stripe subscription on a Stripe plan id'),
  spec('subscriptions.getPaymentMethods', async (x) => {
    const r = await s(x).getPaymentMethods();
    x.kept.paymentMethodId = r[0]?.id;
    return r;
  }, list(['id', 'type', 'isDefault'])),
  thirdParty('subscriptions.getPaymentMethod', 'payment methods are added through Stripe.js (none without a provider)'),
  thirdParty('subscriptions.updatePaymentMethodBillingDetails', 'payment methods are added through Stripe.js (none without a provider)'),
  spec('subscriptions.getSubscriptions', async (x) => {
    const r = await s(x).getSubscriptions();
    x.kept.subscriptionId = r[0]?.id;
    return r;
  }, list(SUBSCRIPTION)),
  thirdParty('subscriptions.getSubscription', 'subscriptions are created through the payment provider'),
  thirdParty('subscriptions.updateSubscription', 'subscriptions are created through the payment provider'),
  thirdParty('subscriptions.cancelSubscription', 'subscriptions are created through the payment provider'),
  thirdParty('subscriptions.renewSubscription', 'subscriptions are created through the payment provider'),
  spec('subscriptions.getManagedSubscriptions', (x) => s(x).getManagedSubscriptions(), list(SUBSCRIPTION)),
  thirdParty('subscriptions.getManagedSubscription', 'subscriptions are created through the payment provider'),
  thirdParty('subscriptions.updateManagedSubscription', 'subscriptions are created through the payment provider'),
  thirdParty('subscriptions.cancelManagedSubscription', 'subscriptions are created through the payment provider'),
  thirdParty('subscriptions.renewManagedSubscription', 'subscriptions are created through the payment provider'),
  spec('subscriptions.getSubscriptionInvoices', (x) => s(x).getSubscriptionInvoices(), list(['id', 'subscriptionId', 'totalAmount', 'currency', 'paid'])),
  thirdParty('subscriptions.getSubscriptionInvoice', 'invoices come from the payment provider'),
  thirdParty('subscriptions.getSubscriptionInvoicePdf', 'invoices come from the payment provider'),
];

export const social: Fn[] = [
  thirdParty('auth.loginViaSocialLogin', 'needs a code from a real social provider'),
  spec('auth.getSocialLoginProvidersV2ForAuthenticatedUser', (x) => a(x).getSocialLoginProvidersV2ForAuthenticatedUser(), list(['type', 'active'])),
];

// Hosted login: the client exchanges the code and then uses the ID token as its bearer, which Portico never accepts.
const ID_TOKEN = 'the client makes the ID token its bearer; Portico accepts only access tokens as bearers (an ID token says who signed in, not what the bearer may do)';
export const hosted: Fn[] = [
  deliberate('auth.exchangeOAuthTokens', ID_TOKEN, (x) => a(x).exchangeOAuthTokens({ grant_type: 'refresh_token' })),
  deliberate('auth.exchangeOAuthTokensV2', ID_TOKEN, (x) => a(x).exchangeOAuthTokensV2({ grant_type: 'refresh_token' })),
  deliberate('auth.silentOAuthRefreshToken', ID_TOKEN, (x) => a(x).silentOAuthRefreshToken()),
  deliberate('auth.silentOAuthRefreshTokenV2', ID_TOKEN, (x) => a(x).silentOAuthRefreshTokenV2()),
  deliberate('auth.silentOAuthRefreshTokenV3', ID_TOKEN, (x) => a(x).silentOAuthRefreshTokenV3({ accessToken: 'not-a-token', refreshToken: '' } as never)),
  deliberate('auth.generateLoginResponseFromOAuthResponse', ID_TOKEN, (x) => a(x).generateLoginResponseFromOAuthResponse({ access_token: '', id_token: 'not-a-token', refresh_token: '' })),
  deliberate('auth.generateLoginResponseFromOAuthResponseV2', ID_TOKEN, (x) => a(x).generateLoginResponseFromOAuthResponseV2({ access_token: '', id_token: 'not-a-token', refresh_token: '' })),
];

// Calls that end sessions run last, each on its own sign-in.
export const endings: Fn[] = [
  spec('auth.deleteAllSessionsForUser', async (x) => {
    await x.signIn(DEMO_MEMBER);
    await a(x).deleteAllSessionsForUser();
  }),
];
