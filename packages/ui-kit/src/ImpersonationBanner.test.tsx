import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImpersonationBanner } from './index';

afterEach(() => cleanup());

const words = { title: 'You are impersonating Ada', by: '(signed in as admin@example.com)', endLabel: 'End impersonation', endingLabel: 'Ending…' };

describe('ImpersonationBanner', () => {
  it('says who is impersonated and by whom in a status region, with the host part classes beside its own', () => {
    render(<ImpersonationBanner {...words} ending={false} onEnd={() => {}} classNames={{ root: 'demo-impersonation', by: 'demo-by' }} />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('You are impersonating Ada (signed in as admin@example.com)');
    expect(banner.className).toBe('portico-impersonation demo-impersonation');
    expect(screen.getByText('(signed in as admin@example.com)').className).toBe('portico-impersonation__by demo-by');
  });

  it('ends on click, and while ending shows the busy label and ignores further clicks', async () => {
    const onEnd = vi.fn();
    const { rerender } = render(<ImpersonationBanner {...words} ending={false} onEnd={onEnd} />);
    await userEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<ImpersonationBanner {...words} ending onEnd={onEnd} />);
    const busy = screen.getByRole('button', { name: /Ending…/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(busy);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
