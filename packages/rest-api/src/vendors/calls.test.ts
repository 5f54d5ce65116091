import { expect } from 'vitest';
import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import * as calls from './calls';

runCatalogue('vendors', calls, {
  getVendorPublicInfo: {
    call: (c) => calls.getVendorPublicInfo(c),
    replies: [{ body: { whiteLabelMode: true, name: 'Acme', logo: 'https://cdn.example.com/acme.png' } }],
    expect: { method: 'GET', path: '/frontegg/vendors/public' },
    result: (r) => expect(r).toEqual({ whiteLabelMode: true, name: 'Acme', logo: 'https://cdn.example.com/acme.png' }),
  },
});

checkAbortForwarding('vendors', calls);
