import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPortal, SLOW } from '../../../test/portal';

describe('privacy: session limits', () => {
  it('shows the limits of the account that apply to the user (demo figures)', async () => {
    renderPortal({ section: 'privacy' });
    const limits = await screen.findByRole('region', { name: 'Session limits of your account' }, SLOW);
    expect(limits.textContent).toContain('Sessions at once: at most 10;');
    expect(limits.textContent).toContain('Signed out after 3,600 seconds without activity.');
    expect(limits.textContent).toContain('7,776,000 seconds after signing in');
  });
});
