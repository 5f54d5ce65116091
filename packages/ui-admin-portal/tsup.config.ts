import { packageConfig } from '../../config/tsup';

// React and ReactDOM come from the host; every section is a lazy chunk (splitting). Hebrew is a subpath entry.
export default packageConfig(
  { index: 'src/index.ts', 'locales/he': 'src/localization/hebrew.ts' },
  { external: ['react', 'react-dom', 'react/jsx-runtime', '@portico/core-state'] },
);
