import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

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

  it('hands a chunk that failed to load to the error boundary', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await Page.preload();
    render(<Boundary><Suspense fallback={<p>Loading…</p>}><Page /></Suspense></Boundary>);
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch dynamically imported module');
  });
});
