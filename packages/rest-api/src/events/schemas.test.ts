import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { getEventCategoriesQuerySchema } from './schemas';
import type { GetEventCategoriesQuery } from './types';

describe('events schemas', () => {
  it.each([
    [{}, {}],
    [{ channels: 'slack' }, { channels: ['slack'] }],
    [{ channels: ['email', 'webhook'] }, { channels: ['email', 'webhook'] }],
  ])('accepts %j', (query, parsed) => {
    expect(getEventCategoriesQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([{ channels: 'fax' }, { channels: ['slack', ''] }, { channels: 3 }])('rejects %j', (query) => {
    expect(getEventCategoriesQuerySchema.safeParse(query).success).toBe(false);
  });

  it('accepts what the client sends', () => {
    expectTypeOf<GetEventCategoriesQuery>().toExtend<z.input<typeof getEventCategoriesQuerySchema>>();
  });
});
