import { packageConfig } from '../../config/tsup';

// One entry per subpath so the React bindings, the preview data and the admin stores cost nothing to login-only users.
export default packageConfig(
  {
    index: 'src/index.ts',
    react: 'src/react/index.tsx',
    preview: 'src/preview/index.ts',
    admin: 'src/admin/index.ts',
  },
  { external: ['react', 'zustand', 'immer', '@portico/rest-api', '@portico/entitlements'] },
);
