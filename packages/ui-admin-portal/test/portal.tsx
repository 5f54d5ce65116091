import { render, type RenderResult } from '@testing-library/react';
import { createPortico, type Portico } from '@portico/core-state';
import { AdminPortal, type AdminPortalProps } from '../src';

/** A preview-mode Portico signed in as a user holding `permissions` (preview data, 500 ms per call). */
export function previewPortico(permissions: string[] = ['fe.*']): Portico {
  const portico = createPortico({ previewMode: true });
  portico.auth.setState({
    status: 'authenticated',
    isAuthenticated: true,
    isLoading: false,
    user: {
      id: 'preview-user',
      email: 'preview.user@acme.example',
      name: 'Preview User',
      tenantId: 'preview-tenant-acme',
      roles: [],
      permissions: permissions.map((key) => ({ key })),
      claims: {},
    } as never,
  });
  return portico;
}

/** Every section this package builds, opted in (the spec hides roles, groups and tokens by default). */
export const ALL_VISIBLE: AdminPortalProps['navigation'] = {
  roles: { visibility: 'byPermissions' },
  groups: { visibility: 'byPermissions' },
  personalApiTokens: { visibility: 'byPermissions' },
  apiTokens: { visibility: 'byPermissions' },
  provisioning: { visibility: 'byPermissions' },
  webhooks: { visibility: 'byPermissions' },
};

/** Renders the portal over a preview Portico. */
export function renderPortal(props: Partial<AdminPortalProps> & { permissions?: string[] } = {}): RenderResult & { portico: Portico } {
  const { permissions, ...rest } = props;
  const portico = props.portico ?? previewPortico(permissions);
  return { portico, ...render(<AdminPortal portico={portico} navigation={ALL_VISIBLE} {...rest} />) };
}

/** findBy timeout covering the preview's 500 ms delay (twice, for call chains). */
// Generous: preview answers take 500 ms each and CI runs many suites side by side on two cores.
export const SLOW = { timeout: 15_000 };
