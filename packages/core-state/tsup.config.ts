import { packageConfig } from '../../config/tsup';

// One entry per subpath so the React bindings, the preview data, the admin stores and the hosted-only page's static
// OAuth client cost nothing to login-only users.
export default packageConfig(
  {
    index: 'src/index.ts',
    react: 'src/react/index.tsx',
    preview: 'src/preview/index.ts',
    admin: 'src/admin/index.ts',
    hosted: 'src/hosted.ts',
  },
  { external: ['react', 'zustand', 'immer', '@portico/rest-api', '@portico/entitlements'] },
);
