import { portico } from '../portico';

let loadedFlags: Record<string, boolean> | undefined;
let flagsRequest: Promise<Record<string, boolean>> | undefined;

/** The server's flags, read once per page load (a failed read counts as none on). */
export function loadFlags(): Promise<Record<string, boolean>> {
  flagsRequest ??= portico.api.getFlags().then((f) => (loadedFlags = f), () => (loadedFlags = {}));
  return flagsRequest;
}

/** The flags once read, else undefined. */
export const flagsLoaded = (): Record<string, boolean> | undefined => loadedFlags;
