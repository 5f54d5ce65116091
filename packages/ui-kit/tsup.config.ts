import { packageConfig } from '../../config/tsup';

// form and qr on entries of their own: bundlers split per file, so a page using the primitives never carries the zod
// form hook (react-hook-form, zod), the QR component or the pickers (zone and currency lists), which only later screens need.
export default packageConfig({ index: 'src/index.ts', form: 'src/form.ts', qr: 'src/QrCode.tsx', pickers: 'src/pickers.tsx' }, { external: ['react', 'react-dom'] });
