import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Preview answers after 10 ms here, not the demo's 500 ms: the tests wait on UI state, so the latency only cost CI time
// (answers still come on a later task, so loading states are still seen).
vi.mock('../../core-state/src/constants', async (original) => ({ ...(await original<object>()), PREVIEW_DELAY_MS: 10 }));

afterEach(() => cleanup());
