import { packageConfig } from '../../config/tsup';

// form: the zod form hook on an entry of its own, so the primitives' entry never pulls react-hook-form and zod.
export default packageConfig({ index: 'src/index.ts', form: 'src/form.ts' }, { external: ['react', 'react-dom'] });
