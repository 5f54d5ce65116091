import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPortal, SLOW } from '../../test/portal';
import { READY_ATTRIBUTE, waitForAdminPortal } from './ready';
import type * as SectionNavModule from './SectionNav';

// Each render of the sidebar, with whether the portal was marked ready at that moment.
const navRenders: boolean[] = [];
vi.mock('./SectionNav', async (importOriginal) => {
  const original = await importOriginal<typeof SectionNavModule>();
  return {
    ...original,
    SectionNav: (props: Parameters<typeof original.SectionNav>[0]) => {
      navRenders.push(document.querySelector(`[${READY_ATTRIBUTE}]`)?.getAttribute(READY_ATTRIBUTE) === 'true');
      return original.SectionNav(props);
    },
  };
});

describe('portal readiness', () => {
  it('is marked without rendering the shell again: the sidebar renders once before ready, and the root attribute flips', async () => {
    const { container } = renderPortal({ section: 'profile' });
    const root = await waitForAdminPortal(container);
    await screen.findByRole('heading', { name: 'Profile' }, SLOW);
    // Before: the root element's arrival (a state of the shell) and the ready flag (another) each rendered it all again.
    expect(navRenders.filter((ready) => !ready)).toHaveLength(1);
    expect(root.getAttribute(READY_ATTRIBUTE)).toBe('true');
  });
});
