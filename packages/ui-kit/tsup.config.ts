import { packageConfig } from '../../config/tsup';

export default packageConfig({ index: 'src/index.ts' }, { external: ['react', 'react-dom'] });
