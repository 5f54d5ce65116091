/**
 * WebAuthn options answered in both readings: ours wraps them in `{ options }`, Frontegg's published client reads the
 * options themselves at the top level (`ICreateNewDeviceSessionResponse`, `IWebAuthnPreLoginResponse`).
 */
export function bothReadings<O extends object>(options: O): O & { options: O } {
  return { ...options, options };
}
