import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyStep } from './lazy-steps';

describe('lazyStep', () => {
  it('suspends until its chunk is in, then renders; a later mount renders at once, without the fallback', async () => {
    let resolve!: (m: { Hello: () => string }) => void;
    const Step = lazyStep(() => new Promise<{ Hello: () => string }>((r) => { resolve = r; }), 'Hello');
    const { unmount } = render(<Suspense fallback={<p>loading</p>}><Step /></Suspense>);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve({ Hello: () => 'hello step' }));
    expect(await screen.findByText('hello step')).toBeTruthy();
    unmount();
    render(<Suspense fallback={<p>loading</p>}><Step /></Suspense>);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello step')).toBeTruthy();
  });
});
