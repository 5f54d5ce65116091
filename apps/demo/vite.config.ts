import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { sourcemap: true },
});
