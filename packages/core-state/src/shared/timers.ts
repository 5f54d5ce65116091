/** Resolves after `ms` (fake-timer friendly: uses the global setTimeout at call time). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
