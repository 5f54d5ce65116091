import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MagicLinkBinding } from './MagicLinkBinding';

const respond = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('dev settings: magic link binding', () => {
  it('reads the setting and turns it on through the dev API; a refusal is shown', async () => {
    const puts: unknown[] = [];
    let refuse = false;
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT') return respond({ magicLinkSameBrowser: false });
      if (refuse) return respond({ errors: ['magicLinkSameBrowser: Invalid input'] }, 400);
      puts.push(JSON.parse(String(init.body)));
      return respond({ magicLinkSameBrowser: true });
    }));
    render(<MagicLinkBinding />);
    const box = (await screen.findByRole('checkbox', { name: 'Only in the browser that asked' })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(await screen.findByText('Saved: magic links now work only in the browser that asked.')).toBeTruthy();
    expect(puts).toEqual([{ magicLinkSameBrowser: true }]);
    expect(box.checked).toBe(true);
    refuse = true;
    fireEvent.click(box);
    expect((await screen.findByRole('alert')).textContent).toBe('magicLinkSameBrowser: Invalid input');
  });
});
