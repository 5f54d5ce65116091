import { describe, expect, it } from 'vitest';
import { DataDirInUseError } from './db/data-dir-lock';
import { startupFailure } from './startup';

const sysError = (code: string, syscall: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${code}: failed, ${syscall} '/data/portico-server.pid'`), { code, syscall, ...extra });

describe('startupFailure', () => {
  it('words a refused or taken port only when listening failed', () => {
    expect(startupFailure(sysError('EACCES', 'listen', { port: 80 }), undefined)).toBe('not allowed to listen on port 80 (set PORT above 1023)');
    expect(startupFailure(sysError('EADDRINUSE', 'listen', { port: 8787 }), undefined)).toBe('port 8787 is already in use (set PORT)');
  });

  it('a data directory it may not write is named as such, not as a port', () => {
    expect(startupFailure(sysError('EACCES', 'open'), undefined)).toBe("EACCES: failed, open '/data/portico-server.pid'");
  });

  it('a data directory in use is the lock\'s own sentence', () => {
    const e = new DataDirInUseError('/data', { pid: 42, started: '2026-01-01T00:00:00.000Z', port: 8787, hostname: 'h' }, '/data/portico-server.pid');
    expect(startupFailure(e, undefined)).toBe(e.message);
  });
});
