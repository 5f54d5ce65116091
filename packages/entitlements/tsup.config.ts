import { packageConfig } from '../../config/tsup';

// Minified so the shipped bundle stays inside the 3 kB gzip budget; sourcemaps keep it debuggable.
export default packageConfig({ index: 'src/index.ts' }, { minify: true });
