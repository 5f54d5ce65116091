import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './transport';

describe('isPublicAddress', () => {
  it('refuses private, loopback, link-local, unique-local, unspecified and v4-mapped loopback; passes public ones', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', '::', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect([a, isPublicAddress(a)]).toEqual([a, false]);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect([a, isPublicAddress(a)]).toEqual([a, true]);
  });
});
