import { describe, expect, it } from 'vitest';
import { en } from './en';
import { he } from './he';
import { countText } from './index';
import { hebrew } from './hebrew';

type Tree = { [k: string]: string | Tree };
const leaves = (t: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('localization', () => {
  const enLeaves = new Map(leaves(en as unknown as Tree));
  const heLeaves = new Map(leaves(he as unknown as Tree));

  it('Hebrew has every English key and no other', () => {
    expect([...heLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('Hebrew strings are non-empty, translated and keep the placeholders', () => {
    for (const [key, value] of enLeaves) {
      const h = heLeaves.get(key)!;
      expect(h, key).not.toBe('');
      expect(placeholders(h), key).toEqual(placeholders(value));
      if (/[a-z]{4,}/i.test(value) && !/JSON|API|IP|passkey|http/.test(value)) expect(h, key).toMatch(/[\u0590-\u05FF]/);
    }
  });

  it('Hebrew is right-to-left', () => {
    expect(hebrew).toMatchObject({ lang: 'he', dir: 'rtl' });
  });
});

// Buttons whose accessible name (aria-label) adds the row's name to a shorter visible text: the name must contain the
// visible words (WCAG 2.5.3 Label in Name: speech users say what they see). Hebrew's construct state changes a word
// ("עריכה" → "עריכת"), so each locale is checked, not only English.
const LABEL_IN_NAME: Array<[label: string, visible: string]> = [
  ['users.applications.assignLabel', 'users.applications.assign'],
  ['allAccounts.createSubLabel', 'allAccounts.createSub'],
  ['allAccounts.renameLabel', 'allAccounts.rename'],
  ['allAccounts.deleteLabel', 'common.delete'],
  ['allAccounts.editRolesLabel', 'allAccounts.editRoles'],
  ['allAccounts.removeUserLabel', 'common.remove'],
  ['connectivity.notify.editLabel', 'common.edit'],
  ['connectivity.logsLabel', 'connectivity.logs'],
  ['connectivity.editLabel', 'common.edit'],
  ['connectivity.deleteLabel', 'common.delete'],
  ['connectivity.retryLabel', 'connectivity.retry'],
  ['roles.editLabel', 'common.edit'],
  ['roles.deleteLabel', 'common.delete'],
  ['privacy.revoke', 'privacy.revokeDialog.submit'],
  ['passkeys.removeLabel', 'passkeys.remove'],
  ['tokens.deleteLabel', 'common.delete'],
  ['provisioning.deleteLabel', 'common.delete'],
  ['groups.manage', 'groups.columns.users'],
  ['groups.editLabel', 'common.edit'],
  ['groups.deleteLabel', 'common.delete'],
  ['sso.groups.editLabel', 'common.edit'],
  ['sso.groups.deleteLabel', 'common.delete'],
  ['restrictions.ip.editLabel', 'common.edit'],
  ['restrictions.ip.deleteLabel', 'common.delete'],
  ['restrictions.domains.deleteLabel', 'common.remove'],
];

describe('label in name', () => {
  it.each([['English', en], ['Hebrew', he]] as const)('%s: every such button name contains its visible text', (_, strings) => {
    const all = new Map(leaves(strings as unknown as Tree));
    const misses = LABEL_IN_NAME.filter(([label, visible]) => {
      const name = all.get(label);
      const text = all.get(visible);
      if (name === undefined || text === undefined) return true;
      return !name.toLowerCase().includes(text.toLowerCase());
    });
    expect(misses.map(([label, visible]) => `${label}: "${all.get(label)}" lacks "${all.get(visible)}"`)).toEqual([]);
  });
});

describe('countText', () => {
  it('says one thing in the singular and fills the count otherwise, in both built-in languages', () => {
    expect(countText(1, en.table.total, en.table.totalOne)).toBe('1 item');
    expect(countText(0, en.table.total, en.table.totalOne)).toBe('0 items');
    expect(countText(1200, en.table.total, en.table.totalOne, '1,200')).toBe('1,200 items');
    expect(countText(1, he.allAccounts.usersCount, he.allAccounts.usersCountOne)).toBe('משתמש אחד');
    expect(countText(3, he.allAccounts.usersCount, he.allAccounts.usersCountOne)).toBe('3 משתמשים');
  });
});
