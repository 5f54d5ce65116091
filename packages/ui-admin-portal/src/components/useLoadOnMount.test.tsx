import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useLoadOnMount } from './useLoadOnMount';

function Probe({ load, tab }: { load: (tab: string) => unknown; tab: string }) {
  useLoadOnMount(() => load(tab), [tab]);
  return null;
}

describe('useLoadOnMount', () => {
  it('loads once on mount, not again on a re-render with the same keys, and again when a key changes', () => {
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = render(<Probe load={load} tab="a" />);
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Probe load={load} tab="a" />);
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Probe load={load} tab="b" />);
    expect(load.mock.calls).toEqual([['a'], ['b']]);
  });

  it('runs a returned function when the component leaves or before the next load', () => {
    const left: string[] = [];
    const load = vi.fn((tab: string) => () => left.push(tab));
    const { rerender, unmount } = render(<Probe load={load} tab="a" />);
    rerender(<Probe load={load} tab="b" />);
    expect(left).toEqual(['a']);
    unmount();
    expect(left).toEqual(['a', 'b']);
  });

  it('loads once without keys and leaves a returned promise alone', () => {
    const load = vi.fn(() => Promise.resolve('done'));
    function NoKeys() {
      useLoadOnMount(load);
      return null;
    }
    const { rerender, unmount } = render(<NoKeys />);
    rerender(<NoKeys />);
    unmount();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
