import { MESSAGES, PorticoError } from '@portico/rest-api';
import { LOGIN_ALIAS_MESSAGE, LOGIN_ALIAS_PATTERN } from '@portico/rest-api/metadata';
import { applyAdminBoxActions } from './data';
import type { PreviewDb } from './db';
import { refuse } from './users';
import type { AccountApi } from '../../account/api';
import type { PrivacyApi } from '../../privacy/api';
import type { ProfileApi } from '../../profile/api';
import { INVALID_IMAGE_MESSAGE, isImageDataUrl } from '../../profile/validate';

type Answer = <T>(value: () => T) => Promise<T>;

/** The profile port over the preview database (any current password but "wrong" is accepted). */
export function previewProfileApi(db: PreviewDb, answer: Answer): ProfileApi {
  return {
    getMe: () => answer(() => structuredClone(db.me)),
    updateMe: (b) =>
      answer(() => {
        for (const [key, value] of Object.entries(b)) {
          if (value === null) delete (db.me as unknown as Record<string, unknown>)[key];
          else (db.me as unknown as Record<string, unknown>)[key] = value;
        }
        return structuredClone(db.me);
      }),
    uploadProfileImage: (dataUrl) =>
      answer(() => {
        if (!isImageDataUrl(dataUrl)) throw refuse(400, INVALID_IMAGE_MESSAGE);
        // Preview keeps the picture in memory: the data URL itself is the address.
        db.me.profilePictureUrl = dataUrl;
        return dataUrl;
      }),
    changePassword: (b) =>
      answer(() => {
        if (b.password === 'wrong') throw refuse(400, 'Wrong password');
        if (b.newPassword.length < 8) throw refuse(400, 'Password must be at least 8 characters');
      }),
  };
}

/** The privacy port over the preview database; MFA codes are accepted unless "000000". */
export function previewPrivacyApi(db: PreviewDb, answer: Answer): PrivacyApi {
  const code = (value: string) => {
    if (value === '000000') throw refuse(400, 'Invalid code');
  };
  return {
    getMySessions: () => answer(() => structuredClone(db.sessions)),
    getMyCurrentSession: () => answer(() => structuredClone(db.sessions.find((x) => x.current) ?? db.sessions[0]!)),
    deleteMySession: (id) => answer(() => void (db.sessions = db.sessions.filter((x) => x.id !== id))),
    deleteAllMySessions: () => answer(() => void (db.sessions = db.sessions.filter((x) => x.current))),
    getMfaDevices: () => answer(() => structuredClone(db.mfa)),
    getSessionConfiguration: () => answer(() => structuredClone(db.security.sessions)),
    mfaDisable: (token) => answer(() => (code(token), void Object.assign(db.mfa, { webauthn: [], phones: [], authenticators: [], emails: [] }))),
    mfaAuthenticatorDisable: (id, token) => answer(() => (code(token), void (db.mfa.authenticators = db.mfa.authenticators.filter((d) => d.id !== id)))),
    mfaSmsDisable: (id) => answer(() => ({ otcToken: `preview-otc-${id}` })),
    mfaSmsDisableVerify: (id, b) => answer(() => (code(b.code), void (db.mfa.phones = db.mfa.phones.filter((d) => d.id !== id)))),
    mfaWebAuthnDisable: (id) => answer(() => void (db.mfa.webauthn = db.mfa.webauthn.filter((d) => d.id !== id))),
  };
}

/** The account port over the preview database. */
export function previewAccountApi(db: PreviewDb, answer: Answer): AccountApi {
  return {
    getAccountSettings: () => answer(() => ({ ...db.settings })),
    updateAccountSettings: (b) => answer(() => ({ ...Object.assign(db.settings, b) })),
    getAdminBoxConfiguration: () => answer(() => structuredClone(db.adminBox)),
    updateAdminBoxConfiguration: (actions) =>
      answer(() => {
        // Refused before any call, exactly as @portico/rest-api refuses it.
        if (!actions.length) throw new PorticoError(MESSAGES.noChanges, { code: 'no_changes' });
        const configuration = applyAdminBoxActions(db.adminBox.configuration, actions);
        // As the server: the alias is a URL-safe slug or nothing, and a refused change keeps what was saved.
        if (configuration.alias !== undefined && !(typeof configuration.alias === 'string' && LOGIN_ALIAS_PATTERN.test(configuration.alias))) throw refuse(400, LOGIN_ALIAS_MESSAGE);
        db.adminBox = { ...db.adminBox, configuration, updatedAt: new Date().toISOString() };
        return structuredClone(db.adminBox);
      }),
  };
}
