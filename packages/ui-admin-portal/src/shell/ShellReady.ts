import { createContext, type RefObject } from 'react';

/** Lets a section header take focus after a navigation click and mark the portal ready when it first renders. */
export const ShellReadyContext = createContext<{ focusNext: RefObject<boolean>; markReady: () => void } | null>(null);
