import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '../src/routes/LoginRoute';
import { loadAllSteps } from '../src/routes/lazy-steps';

afterEach(() => cleanup());

// Login steps after the first one load in their own chunks (routes/lazy-steps.ts): load them all before the tests, as
// the browser does behind the first screen, so a test can render any step synchronously.
beforeAll(loadAllSteps);
