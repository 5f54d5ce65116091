// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminStores } from '../admin/stores';
import { createPortico } from '../portico';
import { selectUserRows, selectUsersPaging } from '../users/selectors';
import { PorticoProvider, usePortico, useStore } from './index';

afterEach(cleanup);

function Team() {
  const admin = createAdminStores(usePortico());
  const rows = useStore(admin.users, selectUserRows);
  const paging = useStore(admin.users, selectUsersPaging);
  const status = useStore(admin.users, (s) => s.status);
  return <p>{`${status}:${rows.length}/${paging.totalItems}:${rows[0]?.name ?? '-'}`}</p>;
}

describe('admin stores in React', () => {
  it('useStore with the memoised selectors renders and re-renders without looping', async () => {
    const portico = createPortico({ previewMode: true });
    // The component gets this same set: one per Portico (preview data, 500 ms per call).
    const cached = createAdminStores(portico);
    render(
      <PorticoProvider value={portico}>
        <Team />
      </PorticoProvider>,
    );
    expect(screen.getByText('idle:0/0:-')).toBeTruthy();
    await act(async () => {
      const done = cached.users.getState().load();
      await new Promise((r) => setTimeout(r, 520));
      await done;
    });
    expect(screen.getByText('ready:20/23:Zhang Yitang')).toBeTruthy();
    portico.session.dispose();
  });
});
