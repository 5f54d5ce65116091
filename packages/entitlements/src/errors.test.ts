import { describe, expect, it } from 'vitest';
import {
  ENTITLEMENTS_ERROR_MESSAGES,
  EntitlementsError,
  EntitlementsNotEnabledError,
  assertEntitlementsEnabled,
  isEntitlementsError,
} from './errors';

const caught = (run: () => void): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('assertEntitlementsEnabled', () => {
  it.each([
    ['no options', undefined],
    ['null options', null],
    ['no entitlementsOptions', {}],
    ['enabled missing', { entitlementsOptions: {} }],
    ['enabled false', { entitlementsOptions: { enabled: false } }],
    ['enabled as a string', { entitlementsOptions: { enabled: 'true' as unknown as boolean } }],
  ])('throws the enable-entitlements instruction with %s', (_, options) => {
    const error = caught(() => assertEntitlementsEnabled(options));
    expect(error).toBeInstanceOf(EntitlementsNotEnabledError);
    expect(isEntitlementsError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ENTITLEMENTS_NOT_ENABLED', kind: 'PorticoEntitlementsError' });
    expect((error as Error).message).toBe(ENTITLEMENTS_ERROR_MESSAGES.ENTITLEMENTS_NOT_ENABLED);
  });

  it('passes when enabled is true', () => {
    expect(() => assertEntitlementsEnabled({ entitlementsOptions: { enabled: true } })).not.toThrow();
  });

  it('tells the developer which option to set', () => {
    expect(ENTITLEMENTS_ERROR_MESSAGES.ENTITLEMENTS_NOT_ENABLED).toMatch(/not enabled/i);
    expect(ENTITLEMENTS_ERROR_MESSAGES.ENTITLEMENTS_NOT_ENABLED).toContain('entitlementsOptions.enabled: true');
  });
});

describe('isEntitlementsError', () => {
  it('recognises errors from another copy of the package by their kind', () => {
    const foreign = Object.assign(new Error('x'), { kind: 'PorticoEntitlementsError', code: 'ENTITLEMENTS_NOT_ENABLED' });
    expect(foreign).not.toBeInstanceOf(EntitlementsError);
    expect(isEntitlementsError(foreign)).toBe(true);
  });

  it.each([[new Error('x')], [null], [undefined], ['PorticoEntitlementsError'], [{ kind: 'Other' }]])('rejects %s', (value) => {
    expect(isEntitlementsError(value)).toBe(false);
  });

  it('keeps the cause and a readable name', () => {
    const cause = new Error('root');
    const error = new EntitlementsError('INVALID_ENTITLEMENT_QUERY', { cause });
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('EntitlementsError');
    expect(error.message).toBe(ENTITLEMENTS_ERROR_MESSAGES.INVALID_ENTITLEMENT_QUERY);
  });
});
