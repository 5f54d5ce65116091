// The vendors catalogue cases: used by src/vendors/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/vendors/calls';

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  getVendorPublicInfo: {
    call: (c) => calls.getVendorPublicInfo(c),
    replies: [{ body: { whiteLabelMode: true, name: 'Acme', logo: 'https://cdn.example.com/acme.png' } }],
    expect: { method: 'GET', path: '/frontegg/vendors/public' },
    result: (r) => expect(r).toEqual({ whiteLabelMode: true, name: 'Acme', logo: 'https://cdn.example.com/acme.png' }),
  },
};
