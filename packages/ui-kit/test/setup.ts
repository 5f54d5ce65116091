import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Files share a worker's jsdom (vitest.config.ts): what a test rendered is removed before the next one.
afterEach(() => cleanup());
