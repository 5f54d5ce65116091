import { describe, expect, it } from 'vitest';
import { vectors } from '../../test/vectors';
import { canAccess } from './guard';

describe('content guard (test-vectors/guard.json)', () => {
  it.each(vectors.guard.cases)('$name', ({ subject, required, expected }) => {
    expect(canAccess(subject, required)).toBe(expected);
  });
});

describe('canAccess', () => {
  it('checks roles and permissions together: either one is enough', () => {
    const required = { permissions: ['fe.secure.write.sso'], roles: ['Admin'] };
    expect(canAccess({ permissions: ['fe.secure.*'], roles: [] }, required)).toBe(true);
    expect(canAccess({ permissions: [], roles: ['Admin'] }, required)).toBe(true);
    expect(canAccess({ permissions: ['fe.billing.*'], roles: ['Support'] }, required)).toBe(false);
  });
});
