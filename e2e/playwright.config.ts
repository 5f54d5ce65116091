import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download cannot work on these machines.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const demoPort = Number(process.env.DEMO_PORT ?? 5173);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${demoPort}`,
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `pnpm --filter @portico/demo exec vite preview --host 127.0.0.1 --port ${demoPort} --strictPort`,
      url: `http://127.0.0.1:${demoPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
