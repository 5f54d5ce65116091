/** Vendor settings as `GET|PUT /dev/vendor-settings` (dev only) answer them. */
export interface VendorSettings {
  /** Magic links sign in only in the browser that asked for them. */
  magicLinkSameBrowser: boolean;
}

async function call(init?: RequestInit): Promise<VendorSettings> {
  const response = await fetch('/dev/vendor-settings', init);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: string[] } | null;
    throw new Error(body?.errors?.join(', ') || `The server answered ${response.status}`);
  }
  return (await response.json()) as VendorSettings;
}

/** Reads the vendor settings (the host app may fetch; only UI packages may not). */
export const readVendorSettings = (): Promise<VendorSettings> => call();

/** Stores a change of some settings; answers all of them. */
export const saveVendorSettings = (change: Partial<VendorSettings>): Promise<VendorSettings> =>
  call({ method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change) });
