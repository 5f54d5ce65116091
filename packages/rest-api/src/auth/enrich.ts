import type { ApiClient } from '../core/client';
import { HEADER_AUTHORIZATION } from '../core/headers';
import { request, type CallOptions } from '../core/request';
import { ME_PATH } from '../users/paths';
import type { User } from '../users/types';
import { DEFAULT_TOKEN_EXPIRES_IN_SECONDS } from './constants';
import type { AuthenticatedLogin, LoginResult, TokenResponse } from './types';

/**
 * Turns a token response into a {@link LoginResult}. Without an access token the response is returned as sent (an
 * empty body becomes `{}`). With one, GET /users/v2/me (sent with that new token, since the client's token resolver may
 * not know it yet) and the tokens are merged into `user`, and `expiresIn` defaults to 300 s. Token claims are merged by
 * core-state (with `decodeToken`), which keeps the claims decoder out of every token call's bundle.
 */
export async function toLoginResult(client: ApiClient, response: TokenResponse | undefined, options?: CallOptions): Promise<LoginResult> {
  const raw: TokenResponse = response ?? {};
  const accessToken = raw.accessToken ?? raw.access_token;
  if (!accessToken) return raw as LoginResult;
  const me = await request<User>(client, {
    method: 'GET',
    path: ME_PATH,
    headers: { [HEADER_AUTHORIZATION]: `Bearer ${accessToken}` },
    signal: options?.signal,
  });
  const refreshToken = raw.refreshToken ?? raw.refresh_token;
  const tokens = {
    accessToken,
    expiresIn: raw.expires_in ?? raw.expiresIn ?? DEFAULT_TOKEN_EXPIRES_IN_SECONDS,
    ...(refreshToken === undefined ? {} : { refreshToken }),
  };
  const result: AuthenticatedLogin = { ...raw, ...tokens, user: { ...me, ...tokens } };
  return result;
}
