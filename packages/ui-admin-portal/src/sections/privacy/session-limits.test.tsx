import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPortal, SLOW } from '../../../test/portal';

describe('privacy: session limits', () => {
  it('shows the limits of the account that apply to the user (demo figures)', async () => {
    renderPortal({ section: 'privacy' });
    const limits = await screen.findByRole('region', { name: 'Session limits of your account' }, SLOW);
    expect(limits.textContent).toContain('Sessions at once: at most 10;');
    expect(limits.textContent).toContain('Signed out after 1 hour without activity.');
    expect(limits.textContent).toContain('90 days after signing in');
  });
});
