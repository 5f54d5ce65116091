import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, ToastRegion, type Toaster, type ToastInput } from './index';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const labels = { close: 'Dismiss', region: 'Messages' };

function Page({ toaster, toast }: { toaster: Toaster; toast: ToastInput }) {
  return (
    <>
      <button type="button" onClick={() => toaster.show(toast)}>Save</button>
      <ToastRegion toaster={toaster} labels={labels} />
    </>
  );
}

const setup = (toast: ToastInput, duration?: number) => {
  const toaster = createToaster({ duration });
  return { toaster, ...render(<Page toaster={toaster} toast={toast} />) };
};

describe('ToastRegion', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it('keeps both live lists in the page while empty, then announces a success politely and an error assertively', () => {
    const { toaster } = setup({ message: 'Saved' });
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    expect(polite.children).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(polite).getByText('Saved').closest('.portico-toast')?.getAttribute('data-tone')).toBe('success');
    act(() => toaster.show({ message: 'Could not save', tone: 'error' }));
    expect(within(assertive).getByText('Could not save')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Messages' })).toBeTruthy();
  });

  it('leaves by itself after its time, errors stay until closed, and the same words do not stack', () => {
    setup({ message: 'Saved' }, 1000);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(600));
    fireEvent.click(button);
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    // The repeat restarted the clock: 600 ms after it the toast is still there, 1000 ms after it is gone.
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Saved')).toBeNull();
    cleanup();
    setup({ message: 'Failed', tone: 'error' }, 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Failed')).not.toBeNull();
  });

  it('pauses while hovered or focused and keeps the time that was left', () => {
    setup({ message: 'Saved' }, 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(700));
    const region = screen.getByRole('region', { name: 'Messages' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).not.toBeNull();
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByText('Saved')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).not.toBeNull();
  });

  it('is reachable by keyboard: Tab reaches the close button, it dismisses, and focus goes back where it came from', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    setup({ message: 'Saved', duration: 0 });
    const trigger = screen.getByRole('button', { name: 'Save' });
    await user.click(trigger);
    await user.click(trigger);
    expect(document.querySelectorAll('.portico-toast')).toHaveLength(1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Saved')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    // Escape inside a toast closes it too.
    await user.click(trigger);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Saved')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('shows at most three, the oldest leaving first', () => {
    const { toaster } = setup({ message: 'unused' });
    act(() => ['one', 'two', 'three', 'four'].forEach((message) => toaster.show({ message })));
    expect([...document.querySelectorAll('.portico-toast')].map((t) => t.textContent)).toEqual(['two×', 'three×', 'four×']);
  });
});
