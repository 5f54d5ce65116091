// Shared render helper: a login box in a memory router at a given URL.
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PorticoLogin, type LoginBoxOptions } from '../src';
import { createFakePortico, type FakeOverrides, type FakePortico } from './fake-portico';

/** Options of {@link renderLoginBox}. */
export interface RenderOptions extends Omit<Partial<LoginBoxOptions>, 'portico'> {
  url?: string;
  state?: FakeOverrides;
  portico?: FakePortico;
}

/** Renders `<PorticoLogin>` at `url` (default the login path) over a fake portico. */
export function renderLoginBox({ url = '/account/login', state, portico = createFakePortico(state), ...options }: RenderOptions = {}): RenderResult & { user: UserEvent; portico: FakePortico } {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <PorticoLogin portico={portico} {...options} />
    </MemoryRouter>,
  );
  return { ...view, user, portico };
}

/** No element of the rendered login box carries a `style` attribute (strict CSP, SECURITY.md 8). */
export function styleAttributes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[style]')].map((el) => el.outerHTML.slice(0, 80));
}
