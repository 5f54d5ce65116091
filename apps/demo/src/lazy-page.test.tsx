import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const page = () => <h1>Admin</h1>;

describe('lazyPage', () => {
  it('suspends until its chunk is in when not preloaded', async () => {
    let resolve!: (c: typeof page) => void;
    const Page = lazyPage(() => new Promise((r) => (resolve = r)));
    render(<Suspense fallback={<p>Loading…</p>}><Page /></Suspense>);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => resolve(page));
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeTruthy();
  });

  it('renders a preloaded page on its first render, without a fallback', async () => {
    const Page = lazyPage(async () => page);
    await Page.preload();
    render(<Suspense fallback={<p>Loading…</p>}><Page /></Suspense>);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeTruthy();
  });

  it('throws a chunk that failed to load from render, for the error boundary', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await Page.preload();
    expect(() => (Page as (props: object) => unknown)({})).toThrow('Failed to fetch dynamically imported module');
  });
});
