import { packageConfig } from '../../config/tsup';

// React, ReactDOM and the router come from the host; lazy screens become their own chunks (splitting).
// Locales other than English are subpath entries so a host ships only the one it imports.
export default packageConfig(
  { index: 'src/index.ts', 'locales/he': 'src/localization/hebrew.ts' },
  { external: ['react', 'react-dom', 'react-router', 'react/jsx-runtime'] },
);
