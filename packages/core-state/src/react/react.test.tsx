// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fixtures';
import { createPortico } from '../portico';
import { PorticoProvider, useAuth, useLogin, usePortico } from './index';

afterEach(cleanup);

function Status() {
  const status = useAuth((s) => s.status);
  const step = useLogin((s) => s.step);
  const name = useAuth((s) => s.user?.name ?? '-');
  return <p>{`${status}/${step}/${name}`}</p>;
}

describe('React bindings', () => {
  it('re-render on store changes through the selectors', async () => {
    const portico = createPortico({ api: fakeApi(), navigate: vi.fn() });
    render(
      <PorticoProvider value={portico}>
        <Status />
      </PorticoProvider>,
    );
    expect(screen.getByText('loading/preLogin/-')).toBeTruthy();
    await act(async () => {
      await portico.login.getState().submitEmail('ada@app.test');
      await portico.login.getState().submitPassword('pw');
    });
    expect(screen.getByText('authenticated/success/Ada')).toBeTruthy();
    portico.session.dispose();
  });

  it('usePortico throws outside a provider', () => {
    const Bare = () => <p>{Object.keys(usePortico()).length}</p>;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Bare />)).toThrow(/PorticoProvider/);
  });
});
