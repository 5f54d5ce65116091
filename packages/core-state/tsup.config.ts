import { packageConfig } from '../../config/tsup';

// One entry per subpath so the React bindings and the preview data cost nothing to headless users.
export default packageConfig(
  {
    index: 'src/index.ts',
    react: 'src/react/index.tsx',
    preview: 'src/preview/index.ts',
  },
  { external: ['react', 'zustand', 'immer', '@portico/rest-api', '@portico/entitlements'] },
);
