import type { IImpersonate } from '@frontegg/rest-api';
import { notify } from '@portico/server/src/notifications';
import { DEMO_ADMIN, DEMO_MEMBER } from '@portico/server/src/test/fixture';
import { startReceiver } from '@portico/server/src/test/receiver';
import type { Ctx, Fn } from '../harness';
import { all, has, list, listAt, notInSpec, priv, spec, thirdParty } from '../harness';

// Audits, connectivity (e-mail, SMS, Slack, webhooks, events), notifications, reports, metadata, applications,
// phone numbers, impersonation: what the admin portal's other pages call.
const c = (x: Ctx) => x.api.connectivity;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
/** Stops the webhook receiver the connectivity steps started. */
export const stopReceiver = async () => { await receiver?.close(); receiver = undefined; };

export const audits: Fn[] = [
  spec('audits.getAudits', (x) => x.api.audits.getAudits({ sortDirection: 'desc', sortBy: 'createdAt', filter: '', offset: 0, count: 20 }), all(has('total'), listAt('data', ['_id', 'ip', 'action', 'user', 'email', 'severity', 'tenantId', 'createdAt'], 1))),
  spec('audits.getAuditsStats', (x) => x.api.audits.getAuditsStats({ sortDirection: 'desc', sortBy: 'createdAt', count: 20 }), has('totalToday', 'severeThisWeek')),
  spec('audits.exportAudits', async (x) => {
    const before = x.browser.downloads.length;
    await x.api.audits.exportAudits({ endpoint: 'csv', outputFileName: 'audits.csv', sortBy: 'createdAt', sortDirection: 'desc', filter: '', offset: 0,
      headerProps: [{ _id: '1', name: 'createdAt', type: 'Timestamp', sortable: true, filterable: false, displayName: 'Time', showInTable: true, showInMoreInfo: 'Always' }] });
    if (x.browser.downloads.length === before) throw new Error('no file was downloaded');
  }),
  spec('metadata.getAuditsMetadata', (x) => x.api.metadata.getAuditsMetadata(), has('entityName', 'properties')),
];

const EMAIL_EVENT = 'frontegg.user.created';
export const connectivity: Fn[] = [
  spec('connectivity.getCategories', (x) => c(x).getCategories(), list(['id', 'name'], 1)),
  spec('connectivity.getChannelMaps', (x) => c(x).getChannelMaps('email,sms,slack,webhook'), list(['id', 'key', 'displayName'], 1)),
  spec('connectivity.getEmailConfiguration', (x) => c(x).getEmailConfiguration(), list(['eventKey', 'enabled', 'subscriptions'])),
  spec('connectivity.postEmailConfiguration', (x) => c(x).postEmailConfiguration({ eventKey: EMAIL_EVENT, enabled: true, subscriptions: [{ name: 'Ops', enabled: true, recipients: ['ops@fe-compat.test'] }] })),
  spec('connectivity.patchEmailConfiguration', (x) => c(x).patchEmailConfiguration({ eventKey: EMAIL_EVENT, enabled: false })),
  spec('connectivity.putEmailSubscriptions', async (x) => {
    const entry = (await c(x).getEmailConfiguration()).find((e) => e.eventKey === EMAIL_EVENT);
    x.kept.emailSubId = entry?.subscriptions[0]?.id;
    return c(x).putEmailSubscriptions(x.kept.emailSubId as string, EMAIL_EVENT, { name: 'Ops', enabled: true, recipients: ['ops@fe-compat.test', 'cto@fe-compat.test'] });
  }),
  spec('connectivity.deleteEmailSubscriptions', (x) => c(x).deleteEmailSubscriptions(EMAIL_EVENT, x.kept.emailSubId as string)),
  spec('connectivity.deleteEmailConfiguration', (x) => c(x).deleteEmailConfiguration(EMAIL_EVENT)),
  spec('connectivity.getSMSConfiguration', (x) => c(x).getSMSConfiguration(), list(['eventKey', 'enabled', 'subscriptions'])),
  spec('connectivity.postSMSConfiguration', (x) => c(x).postSMSConfiguration({ eventKey: EMAIL_EVENT, enabled: true, subscriptions: [{ name: 'On call', enabled: true, recipients: ['+447700900501'] }] })),
  spec('connectivity.patchSMSConfiguration', (x) => c(x).patchSMSConfiguration({ eventKey: EMAIL_EVENT, enabled: false })),
  spec('connectivity.putSMSSubscriptions', async (x) => {
    const entry = (await c(x).getSMSConfiguration()).find((e) => e.eventKey === EMAIL_EVENT);
    x.kept.smsSubId = entry?.subscriptions[0]?.id;
    return c(x).putSMSSubscriptions(x.kept.smsSubId as string, EMAIL_EVENT, { name: 'On call', enabled: true, recipients: ['+447700900502'] });
  }),
  spec('connectivity.deleteSMSSubscriptions', (x) => c(x).deleteSMSSubscriptions(EMAIL_EVENT, x.kept.smsSubId as string)),
  spec('connectivity.deleteSMSConfiguration', (x) => c(x).deleteSMSConfiguration(EMAIL_EVENT)),
  spec('connectivity.getSlackConfiguration', (x) => c(x).getSlackConfiguration(), has('slackSubscriptions')),
  thirdParty('connectivity.getSlackScope', 'needs a Slack application'),
  thirdParty('connectivity.getSlackChannels', 'lists channels of a connected Slack workspace'),
  thirdParty('connectivity.postSlackCode', 'exchanges a Slack OAuth code with Slack'),
  thirdParty('connectivity.postSlackConfiguration', 'subscribes channels of a connected Slack workspace'),
  thirdParty('connectivity.deleteSlackConfiguration', 'subscriptions exist only with a connected Slack workspace'),
  spec('connectivity.postWebhooksConfiguration', async (x) => {
    receiver ??= await startReceiver();
    const r = await c(x).postWebhooksConfiguration({ url: receiver.url, secret: 'compat-secret', displayName: 'Compat hook', description: 'From the published client', eventKeys: [EMAIL_EVENT], isActive: true }) as { _id: string };
    x.kept.webhookId = r._id;
    return r;
  }, has('_id')),
  spec('connectivity.getWebhooksConfigurations', (x) => c(x).getWebhooksConfigurations(), list(['_id', 'url', 'displayName', 'eventKeys', 'isActive', 'createdAt'], 1)),
  spec('connectivity.postWebhookTest', (x) => c(x).postWebhookTest({ url: receiver!.url, secret: 'compat-secret', payload: { hello: 'world' } }), has('statusCode')),
  spec('connectivity.getWebhookLog', async (x) => {
    // A real event for the hook: a new member.
    await x.api.teams.addUser({ email: 'hooked@fe-compat.test', name: 'Hooked', roleIds: [x.kept.readOnlyRoleId as string] });
    // Delivery is asynchronous: the admin opens the logs once it was attempted (the receiver has answered).
    await x.server.deps.events.drain();
    const r = await c(x).getWebhookLog(x.kept.webhookId as string, 0, 10) as { rows: { id: string }[] };
    x.kept.webhookLogId = r.rows?.[0]?.id;
    return r;
  }, all(has('count'), listAt('rows', ['id', 'statusCode', 'webhookId', 'createdAt'], 1))),
  spec('connectivity.postWebhookRetry', (x) => c(x).postWebhookRetry(x.kept.webhookLogId as string), has('statusCode')),
  spec('connectivity.deleteWebhooksConfiguration', (x) => c(x).deleteWebhooksConfiguration(x.kept.webhookId as string)),
];

export const notifications: Fn[] = [
  spec('notifications.getNotifications', async (x) => {
    // Something for the admin's bell, sent the way the server's own domains send one (as when another admin changes a policy).
    const me = await x.api.auth.getMeV2();
    await notify(x.server.deps, { userIds: [me.id] }, { tenantId: me.tenantId, title: 'MFA policy updated', body: 'Another admin changed the MFA policy', severity: 'warning' });
    const r = await x.api.notifications.getNotifications({ count: 20, offset: 0 });
    x.kept.notificationId = r[0]?.id;
    return r;
  }, list(['id', 'title', 'status', 'isPinned', 'createdAt'], 1)),
  spec('metadata.getNotificationsMetadata', (x) => x.api.metadata.getNotificationsMetadata(), has('entityName', 'properties')),
  spec('notifications.updateNotificationStatus', (x) => x.api.notifications.updateNotificationStatus({ notificationId: x.kept.notificationId as string, status: 'read' })),
  spec('notifications.updateNotificationIsPinned', (x) => x.api.notifications.updateNotificationIsPinned({ notificationId: x.kept.notificationId as string, pinStatus: 'pin' })),
  spec('notifications.markAllAsRead', (x) => x.api.notifications.markAllAsRead()),
];

// A tenant's reports are made from the vendor's templates, whose ids the vendor's app knows ('users' is one): the admin
// schedules one first, then works with it by the id the list gives.
export const reports: Fn[] = [
  spec('reports.scheduleReport', (x) => x.api.reports.scheduleReport({ templateId: 'users', schedule: { interval: 'weekly', cron: '0 9 * * 1', tz: 'UTC', active: true }, status: 'active', dataFilters: {}, type: 'html' }), has('id')),
  spec('reports.getReports', async (x) => {
    const r = await x.api.reports.getReports({});
    x.kept.reportId = r[0]?.id;
    return r;
  }, list(['id', 'name', 'status', 'type'], 1)),
  // The schedule's interval is stored, not only accepted.
  spec('reports.getReport', (x) => x.api.reports.getReport({ id: x.kept.reportId as string }), has('id', 'name', 'status', 'schedule.cron', 'schedule.interval', 'schedule.tz', 'schedule.active')),
  spec('reports.renderReport', (x) => x.api.reports.renderReport({ templateId: x.kept.reportId as string, dataFilters: {} }), has('html')),
  spec('reports.downloadReport', async (x) => {
    const before = x.browser.downloads.length;
    await x.api.reports.downloadReport({ templateId: x.kept.reportId as string, name: 'users', dataFilters: {}, responseType: 'html' });
    if (x.browser.downloads.length === before) throw new Error('no file was downloaded');
  }),
  spec('reports.sendReport', async (x) => {
    await x.api.reports.sendReport({ templateId: x.kept.reportId as string, to: ['ops@fe-compat.test'] });
    const m = await x.mail('ops@fe-compat.test');
    if (!m.subject.startsWith('Users report')) throw new Error(`no report in the mail: ${m.subject}`);
  }),
];

export const metadata: Fn[] = [
  spec('metadata.getMetadata', (x) => priv<{ getMetadata(b: { entityName: string }): Promise<unknown> }>(x.api.metadata).getMetadata({ entityName: 'audits' }), has('entityName')),
  spec('metadata.getSamlMetadata', (x) => x.api.metadata.getSamlMetadata(), has('entityName', 'configuration.acsUrl', 'configuration.spEntityId')),
  spec('metadata.getAdminBoxMetadata', (x) => x.api.metadata.getAdminBoxMetadata()),
  // As Frontegg's store sends an edit: each changed leaf as { type: its path joined by '/', payload: its value }.
  spec('metadata.updateAdminBoxMetadata', async (x) => {
    await x.api.metadata.updateAdminBoxMetadata({ actions: [{ type: 'themeV2/loginBox/boxStyle/width', payload: '480px' }] });
    return x.api.metadata.getAdminBoxMetadata();
  }, has('configuration.themeV2.loginBox.boxStyle.width')),
  spec('metadata.getCurrentUserIpMetadata', (x) => x.api.metadata.getCurrentUserIpMetadata(), has('ip')),
  spec('metadata.getIpMetadata', (x) => priv<{ getIpMetadata(ip: string): Promise<unknown> }>(x.api.metadata).getIpMetadata('127.0.0.1'), has('ip')),
  spec('metadata.getIpAdressMetadata', (x) => x.api.metadata.getIpAdressMetadata('127.0.0.1'), has('ip')),
];

export const applications: Fn[] = [
  spec('applications.getTenantsApplications', async (x) => {
    const r = await x.api.applications.getTenantsApplications();
    x.kept.appIds = r[0]?.appIds;
    return r;
  }, list(['tenantId', 'appIds'], 1)),
  spec('applications.getTenantsApplicationsV2', (x) => x.api.applications.getTenantsApplicationsV2() as Promise<unknown>, list(['tenantId', 'assignments'], 1)),
  spec('applications.getApplicationsData', (x) => x.api.applications.getApplicationsData({ appIds: x.kept.appIds as string[] }), list(['id', 'accessType', 'name'], 1)),
  spec('applications.assignUserToApplications', async (x) => x.api.applications.assignUserToApplications({ userId: x.kept.inviteeId as string, tenantId: x.kept.tenantId as string, appIds: [(x.kept.appIds as string[])[0]!] })),
  // The client declares string[]: the user's application ids (the one just assigned among them).
  spec('applications.getUserApplicationsId', (x) => x.api.applications.getUserApplicationsId({ userId: x.kept.inviteeId as string }), (r, x) => {
    if (!Array.isArray(r) || r.some((id) => typeof id !== 'string') || !r.includes((x.kept.appIds as string[])[0])) throw new Error(`expected the user's application ids, got ${JSON.stringify(r)}`);
  }),
  spec('applications.getUsersApplicationsId', (x) => x.api.applications.getUsersApplicationsId({ userIds: [x.kept.inviteeId as string] }), list(['userId', 'appIds'], 1)),
  spec('applications.getUsersOfApplications', (x) => x.api.applications.getUsersOfApplications({ appIds: x.kept.appIds as string[] }), list(['appId', 'userIds'], 1)),
  spec('applications.unassignUserFromApplications', (x) => x.api.applications.unassignUserFromApplications({ userId: x.kept.inviteeId as string, tenantId: x.kept.tenantId as string, appIds: [(x.kept.appIds as string[])[0]!] })),
];

// Portico asks for the reason an admin acts as someone (it is audited with both people); the client's type has no field
// for it, but it sends the body as given, so an app adds it. The admin signs in again afterwards (the client has no call
// to end it).
export const impersonation: Fn[] = [
  spec('impersonate.impersonate', async (x) => {
    const member = (await x.api.users.getUsersV3({ _limit: 1, _offset: 0, _email: DEMO_MEMBER })).items[0]?.id;
    const r = await x.api.impersonate.impersonate({ impersonatedUserId: member as string, actorToken: '', reason: 'Compat: reproduce a support ticket' } as IImpersonate);
    // As the store does: reload the session (the refresh cookie now belongs to the impersonation).
    await x.api.auth.refreshToken();
    const me = await x.api.auth.getMeV2();
    if (me.email !== DEMO_MEMBER) throw new Error(`acting as ${me.email}, not ${DEMO_MEMBER}`);
    await x.signIn(DEMO_ADMIN);
    return r;
  }, has('accessToken', 'expiresIn')),
];

export const misc: Fn[] = [
  notInSpec('velo.getAgentsConfig', 'Velo (an AI agent service) is not in the spec'),
  notInSpec('velo.getConversations', 'Velo (an AI agent service) is not in the spec'),
  notInSpec('velo.getConversationById', 'Velo (an AI agent service) is not in the spec'),
  notInSpec('velo.createConversation', 'Velo (an AI agent service) is not in the spec'),
  notInSpec('velo.sendMessage', 'Velo (an AI agent service) is not in the spec'),
  notInSpec('velo.sendApiResponse', 'Velo (an AI agent service) is not in the spec'),
  notInSpec('velo.getConversationResource', 'Velo (an AI agent service) is not in the spec'),
  notInSpec('auth.submitApprovalAction', 'approval flows are not in the spec'),
  notInSpec('auth.getApprovalExecutionData', 'approval flows are not in the spec'),
  notInSpec('auth.activateAccountWithOTC', 'activation by one-time code is not in the spec'),
  notInSpec('auth.acceptInvitationWithOTC', 'invitation acceptance by one-time code is not in the spec'),
  notInSpec('auth.getSignUpStrategies', 'sign-up strategies are not in the spec'),
  notInSpec('auth.signUpUserWithPhoneNumber', 'sign-up by phone number is not in the spec'),
  notInSpec('auth.signUpUserWithUsername', 'usernames are not in the spec'),
  notInSpec('userPhoneNumbers.getUsersPhoneNumberV2', 'the users phone-number search (v2) is not in the spec'),
];
