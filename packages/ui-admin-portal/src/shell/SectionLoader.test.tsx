import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { SectionModule } from '../sections/registry';
import { SectionLoader } from './SectionLoader';

function deferredSection() {
  let settle!: { resolve: () => void; reject: (e: Error) => void };
  let component: (() => ReactNode) | undefined;
  let calls = 0;
  const promise = new Promise<() => ReactNode>((resolve, reject) => {
    settle = { resolve: () => resolve((component = () => <h2>Users</h2>)), reject };
  });
  const module: SectionModule = { load: () => (calls++, promise), loaded: () => component };
  return { module, settle, calls: () => calls };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('SectionLoader', () => {
  it('shows the fallback, then the section once its chunk is in; a loaded chunk renders at once', async () => {
    const s = deferredSection();
    const { unmount } = render(<SectionLoader module={s.module} fallback={<p>loading</p>} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => s.settle.resolve());
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    unmount();
    render(<SectionLoader module={s.module} fallback={<p>loading</p>} />);
    // No fallback frame at all: the component is rendered synchronously on the first render.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
  });

  it('passes a chunk that failed to load to the error boundary', async () => {
    const s = deferredSection();
    render(<Boundary><SectionLoader module={s.module} fallback={<p>loading</p>} /></Boundary>);
    await act(async () => s.settle.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch dynamically imported module');
  });
});
