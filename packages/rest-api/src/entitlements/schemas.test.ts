import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { getUserEntitlementsQuerySchema } from './schemas';
import type { UserEntitlementsQuery } from './types';

describe('entitlements schemas', () => {
  it.each([{}, { featureKey: 'sso' }, { permissionKey: 'fe.secure.*' }])('accepts %j', (query) => {
    expect(getUserEntitlementsQuerySchema.safeParse(query).success).toBe(true);
  });

  it.each([{ featureKey: '' }, { featureKey: 'a', permissionKey: 'b' }, { permissionKey: 3 }])('rejects %j', (query) => {
    expect(getUserEntitlementsQuerySchema.safeParse(query).success).toBe(false);
  });

  it('accepts what the client sends', () => {
    expectTypeOf<UserEntitlementsQuery>().toExtend<z.input<typeof getUserEntitlementsQuerySchema>>();
  });
});
