import { describe, expect, it } from 'vitest';
import { gateDestination, isAdmin, type GateRole } from './destination';

const targets = { adminUrl: 'https://admin.example.com/', siteUrl: 'https://www.example.com/' };

const cases: Array<[string, GateRole[] | null | undefined, boolean]> = [
  ['role named Admin', [{ name: 'Admin', key: 'x' }], true],
  ['role keyed admin', [{ name: 'Owner', key: 'admin' }], true],
  ['upper case ADMIN key', [{ key: 'ADMIN' }], true],
  ['admin among others', [{ name: 'ReadOnly' }, { name: 'aDmIn' }], true],
  ['ReadOnly only', [{ name: 'ReadOnly', key: 'readonly' }], false],
  ['Administrator is not admin', [{ name: 'Administrator', key: 'administrator' }], false],
  ['Support', [{ name: 'Support', key: 'support' }], false],
  ['no roles', [], false],
  ['missing roles', undefined, false],
  ['null fields', [{ name: null, key: null }], false],
];

describe('gate destination', () => {
  it.each(cases)('%s', (_name, roles, admin) => {
    expect(isAdmin(roles)).toBe(admin);
    expect(gateDestination(roles, targets)).toBe(admin ? targets.adminUrl : targets.siteUrl);
  });
});
