// Throughput of permission and feature checks on one core. Run: pnpm --filter @portico/entitlements bench
import { Bench } from 'tinybench';
import {
  buildAttributes,
  compilePermissions,
  getFeatureEntitlements,
  getPermissionEntitlements,
  type FeatureEntry,
  type FeatureFlag,
} from '../src/index';
import { DAY, NOW, flag, plan, rule, state as buildState } from '../test/fixtures';

const GOALS = { permission: 5_000_000, feature: 1_000_000 };
const BATCH = 1_000;

// A large tenant admin: 60 exact keys, prefix and mid-pattern wildcards, 40 features, 20 flags, 3 plans.
const areas = ['secure', 'connectivity', 'account-settings', 'account-hierarchy', 'billing', 'audits'];
const exact = Array.from({ length: 60 }, (_, i) => `fe.${areas[i % areas.length]}.write.item${i}`);
const held = [...exact, 'fe.secure.read.*', 'fe.connectivity.*', 'fe.*.read.audits', 'app.*.export.*'];
const features: Record<string, FeatureEntry> = {};
const flags: Record<string, FeatureFlag> = {};
for (let i = 0; i < 40; i++) {
  const key = `feature-${i}`;
  features[key] = {
    ...(i % 2 === 0 ? { expireTime: i % 4 === 0 ? -1 : NOW + DAY * 365 * 50 } : {}),
    ...(i < 10 ? { linkedPermissions: [`fe.secure.write.item${i * 6}`] } : {}),
  };
  if (i % 2 === 1) {
    flags[key] = flag([
      rule([{ attribute: 'portico.tenantId', op: 'in_list', value: ['t-1', 't-2', 't-3'] }], 'false'),
      rule([
        { attribute: 'portico.email', op: 'ends_with', value: ['@acme.com', '@acme.io'] },
        { attribute: 'seats', op: 'greater_than_equal', value: i },
      ]),
    ]);
  }
}
const state = buildState({
  features,
  permissions: held,
  flags,
  plans: [
    plan('enterprise', ['reports', 'sso'], [rule([{ attribute: 'jwt.plan', op: 'in_list', value: ['enterprise'] }])]),
    plan('beta', ['new-ui'], [rule([{ attribute: 'portico.emailVerified', op: 'is', value: true }])]),
    plan('legacy', ['old-ui'], [rule([{ attribute: 'signedUpAt', op: 'on_or_before', value: '2020-01-01' }])]),
  ],
});
const attributes = buildAttributes(
  { seats: 25, signedUpAt: '2023-03-01T00:00:00Z' },
  { sub: 'u-1', email: 'jane@acme.com', email_verified: true, tenantId: 't-9', plan: 'enterprise' },
);

// Query mixes cycled through in each batch: hits on every matcher path, linked features and misses.
const permissionKeys = [
  exact[7]!, exact[42]!, 'fe.secure.read.audits', 'fe.connectivity.delete.slack', 'fe.billing.read.audits',
  'app.crm.export.csv', 'fe.secure.write.item0', 'fe.secure.write.item12', 'fe.billing.delete.account', 'nope.read',
];
const featureKeys = ['feature-0', 'feature-2', 'feature-5', 'feature-31', 'reports', 'new-ui', 'old-ui', 'feature-99'];
const matcher = compilePermissions(held);

let sink = 0;
const batch = (check: (i: number) => boolean) => () => {
  for (let i = 0; i < BATCH; i++) if (check(i)) sink++;
};

const bench = new Bench({ time: 2_000, warmupTime: 500 });
bench
  .add('permission', batch((i) => getPermissionEntitlements(state, permissionKeys[i % 10]!, attributes, NOW).isEntitled))
  .add('feature', batch((i) => getFeatureEntitlements(state, featureKeys[i % 8]!, attributes, NOW).isEntitled))
  .add('matcher only', batch((i) => matcher(permissionKeys[i % 10]!)));
await bench.run();

for (const task of bench.tasks) {
  const result = task.result;
  if (result.state !== 'completed') throw new Error(`${task.name} did not complete: ${result.state}`);
  const perSecond = (BATCH * 1000) / result.period;
  const goal = GOALS[task.name as keyof typeof GOALS];
  const verdict = goal ? ` (goal ${(goal / 1e6).toFixed(0)} M/s: ${perSecond >= goal ? 'met' : 'NOT met'})` : '';
  console.log(`${task.name.padEnd(13)} checks/s: ${(perSecond / 1e6).toFixed(2)} M${verdict}`);
}
console.log(`(${sink} entitled answers; node ${process.version})`);
