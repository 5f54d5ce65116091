import { packageConfig } from '../../config/tsup';

export default packageConfig({ index: 'src/index.ts', react: 'src/react/index.ts' }, { external: ['react', 'react-dom', /^@portico\//] });
