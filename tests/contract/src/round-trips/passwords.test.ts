import { login } from '@portico/rest-api/auth';
import * as S from '@portico/rest-api/schemas';
import { changePassword, forgotPassword, getPasswordConfig, resetPassword } from '@portico/rest-api/users';
import { lastMail, linkParams } from '@portico/server/src/test/fixture';
import { expect } from 'vitest';
import { refused, roundTrip, step } from '../harness/round-trip';

const ADMIN = 'admin@acme.test';
const MEMBER = 'member@acme.test';
const DEMO = 'Portico-demo-1';
const CHANGED = 'A brand new passphrase 7';
const RESET = 'Reset by mail, passphrase 9';

// Change the signed-in admin's password, then reset a member's by e-mail: each new password works, the old one stops.
roundTrip('passwords: policy, change, forgot + reset', [
  step('password policy', (c) => getPasswordConfig(c.client), S.passwordConfigSchema, (r) =>
    expect(r).toMatchObject({ minLength: 8, maxLength: 128 })),
  refused('change with a wrong current password', (c) => changePassword(c.client, { password: 'not-my-password', newPassword: CHANGED }), 400),
  refused('change to a too-short password', (c) => changePassword(c.client, { password: DEMO, newPassword: 'short' }), 400),
  step('change', (c) => changePassword(c.client, { password: DEMO, newPassword: CHANGED })),
  refused('login with the old password', (c) => login(c.client, { email: ADMIN, password: DEMO }), 401),
  { name: 'login with the new password', run: (c) => login(c.client, { email: ADMIN, password: CHANGED }), shapes: [S.tokenResponseSchema, S.userSchema] },
  step('forgot password (member)', (c) => forgotPassword(c.client, { email: MEMBER })),
  refused('reset with a forged token', (c) => resetPassword(c.client, { userId: crypto.randomUUID(), token: 'forged', password: RESET }), 400),
  step('reset with the mailed link', async (c) => {
    const mail = await lastMail(c.t, MEMBER);
    return resetPassword(c.client, { ...linkParams(mail.links[0] as string), password: RESET });
  }),
  { name: 'member logs in with the reset password', run: (c) => login(c.client, { email: MEMBER, password: RESET }), shapes: [S.tokenResponseSchema, S.userSchema] },
  refused('member\'s old password no longer works', (c) => login(c.client, { email: MEMBER, password: DEMO }), 401),
]);
