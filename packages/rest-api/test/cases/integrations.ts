// The integrations catalogue cases: used by src/integrations/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import type { ApiClient } from '../../src/core/client';
import * as emails from '../../src/integrations/emails';
import * as slack from '../../src/integrations/slack';
import * as sms from '../../src/integrations/sms';

export const calls = { ...slack, ...emails, ...sms };
const V1 = '/frontegg/integrations/resources/configurations/v1';
const V2 = '/frontegg/integrations/resources/configurations/v2';

// The e-mail and SMS call sets mirror each other; only the name, path segment and recipients differ.
type Call = (client: ApiClient, ...args: unknown[]) => Promise<unknown>;
function channelCases(name: 'Email' | 'Sms', segment: string, recipient: string): Record<string, CatalogueCase> {
  const fn = (callName: string) => (calls as unknown as Record<string, Call>)[callName.replace('$', name)] as Call;
  const entry = { eventKey: 'user.created', enabled: true, recipients: [recipient] };
  const entryV2 = { eventKey: 'user.created', enabled: true, subscriptions: [{ id: 's1', enabled: true, recipients: [recipient] }] };
  const rows: Array<[string, unknown[], CatalogueCase['expect'], unknown?]> = [
    ['get$Configurations', [], { method: 'GET', path: `${V1}/${segment}` }, [entry]],
    ['get$Configuration', ['user.created'], { method: 'GET', path: `${V1}/${segment}/user.created` }, entry],
    ['create$Configuration', [entry], { method: 'POST', path: `${V1}/${segment}`, body: entry }],
    ['update$Configuration', ['user.created', { enabled: false }], { method: 'PUT', path: `${V1}/${segment}/user.created`, body: { enabled: false } }],
    ['delete$Configuration', ['user.created'], { method: 'DELETE', path: `${V1}/${segment}/user.created` }],
    ['get$ConfigurationsV2', [], { method: 'GET', path: `${V2}/${segment}` }, [entryV2]],
    ['get$ConfigurationV2', ['user.created'], { method: 'GET', path: `${V2}/${segment}/user.created` }, entryV2],
    [
      'create$ConfigurationV2',
      [{ eventKey: 'user.created', subscriptions: [{ recipients: [recipient] }] }],
      { method: 'POST', path: `${V2}/${segment}`, body: { eventKey: 'user.created', subscriptions: [{ recipients: [recipient] }] } },
    ],
    ['update$ConfigurationV2', ['user.created', { enabled: false }], { method: 'PATCH', path: `${V2}/${segment}/user.created`, body: { enabled: false } }],
    ['delete$ConfigurationV2', ['user.created'], { method: 'DELETE', path: `${V2}/${segment}/user.created` }],
    [
      'create$Subscription',
      ['user.created', { enabled: true, recipients: [recipient] }],
      { method: 'POST', path: `${V2}/${segment}/user.created/subscriptions`, body: { enabled: true, recipients: [recipient] } },
    ],
    [
      'update$Subscription',
      ['user.created', 's1', { recipients: [recipient] }],
      { method: 'PUT', path: `${V2}/${segment}/user.created/subscriptions/s1`, body: { recipients: [recipient] } },
    ],
    ['delete$Subscription', ['user.created', 's1'], { method: 'DELETE', path: `${V2}/${segment}/user.created/subscriptions/s1` }],
  ];
  return Object.fromEntries(
    rows.map(([callName, args, expected, reply]) => [
      callName.replace('$', name),
      {
        call: (c: ApiClient) => fn(callName)(c, ...args),
        replies: [reply === undefined ? { status: 204 } : { body: reply }],
        expect: expected,
        result: (r: unknown) => expect(r).toEqual(reply),
      },
    ]),
  );
}

const subscription = { slackEvents: [{ eventKey: 'user.created', channelIds: ['C01'] }], isActive: true };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<string, CatalogueCase> = {
  getSlackConfiguration: {
    call: (c) => calls.getSlackConfiguration(c),
    replies: [{ body: { id: 'sl1', teamName: 'Acme', isActive: true } }],
    expect: { method: 'GET', path: `${V1}/slack` },
    result: (r) => expect(r).toEqual({ id: 'sl1', teamName: 'Acme', isActive: true }),
  },
  getSlackChannels: {
    call: (c) => calls.getSlackChannels(c),
    replies: [{ body: [{ id: 'C01', name: 'alerts' }] }],
    expect: { method: 'GET', path: `${V1}/slack/channels` },
    result: (r) => expect(r).toEqual([{ id: 'C01', name: 'alerts' }]),
  },
  getSlackApplication: {
    call: (c) => calls.getSlackApplication(c),
    replies: [{ body: { clientId: '123.456' } }],
    expect: { method: 'GET', path: `${V1}/slack/applications` },
    result: (r) => expect(r).toEqual({ clientId: '123.456' }),
  },
  registerSlackApplication: {
    call: (c) => calls.registerSlackApplication(c, { code: 'oauth-code', redirectUri: 'https://app.example.com/slack' }),
    expect: { method: 'POST', path: `${V1}/registrations`, body: { code: 'oauth-code', redirectUri: 'https://app.example.com/slack' } },
  },
  getSlackSubscriptions: {
    call: (c) => calls.getSlackSubscriptions(c),
    replies: [{ body: [{ id: 'sub1', ...subscription }] }],
    expect: { method: 'GET', path: `${V1}/subscriptions` },
    result: (r) => expect(r).toEqual([{ id: 'sub1', ...subscription }]),
  },
  createSlackSubscription: {
    call: (c) => calls.createSlackSubscription(c, subscription),
    expect: { method: 'POST', path: `${V1}/subscriptions`, body: subscription },
  },
  updateSlackSubscription: {
    call: (c) => calls.updateSlackSubscription(c, 'sub1', subscription),
    expect: { method: 'PUT', path: `${V1}/subscriptions/sub1`, body: subscription },
  },
  deleteSlackSubscription: {
    call: (c) => calls.deleteSlackSubscription(c, 'sub1'),
    replies: [{ status: 204 }],
    expect: { method: 'DELETE', path: `${V1}/subscriptions/sub1` },
  },
  ...channelCases('Email', 'emails', 'ops@example.com'),
  ...channelCases('Sms', 'sms', '+15550100'),
};
