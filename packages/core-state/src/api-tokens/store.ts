import type { MachineAuthStrategy } from '@portico/rest-api/configurations';
import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { loadInto } from '../shared/load';
import { inputError, closedDialog, idle } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { ApiTokensApi, TokenKind } from './api';
import type { ApiTokensState, CreatedTokenSecret } from './types';

/** Delay between the create dialog closing and the success dialog showing the secret (product-spec §9). */
export const TOKEN_SUCCESS_DELAY_MS = 200;

/** Local refusals of the API tokens store. */
export const API_TOKENS_MESSAGES = { unknownToken: 'Unknown token' } as const;

/** Creates the API tokens store: personal and tenant tokens, creation with a once-shown secret, deletion. */
export function createApiTokensStore(deps: { api: ApiTokensApi }): StoreApi<ApiTokensState> {
  const { api } = deps;
  let strategyLoad: Promise<MachineAuthStrategy> | null = null;
  let successTimer: ReturnType<typeof setTimeout> | undefined;
  return createFlowStore<ApiTokensState>((set, get) => {
    const strategy = (): Promise<MachineAuthStrategy> => {
      const known = get().strategy;
      if (known) return Promise.resolve(known);
      strategyLoad ??= api.getMachineStrategy().then(
        (value) => (set((s) => void (s.strategy = value)), value),
        (error) => {
          strategyLoad = null;
          throw error;
        },
      );
      return strategyLoad;
    };
    return {
      strategy: null,
      personal: idle([]),
      tenant: idle([]),
      dialogs: { create: closedDialog<TokenKind>(), remove: closedDialog() },
      created: null,
      load: async (kind) => void (await loadInto(set, kind, async () => api.list(kind, await strategy()))),
      openCreate: (kind) => set((s) => void (s.dialogs.create = { status: 'open', target: kind })),
      openDelete: (id) => set((s) => void (s.dialogs.remove = { status: 'open', target: id })),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = { status: 'closed' })),
      create: (kind, input) =>
        runDialog(set, 'create', kind, async () => {
          const machine = await strategy();
          const token = await api.create(kind, machine, { ...input, ...(kind === 'tenant' ? { roleIds: input.roleIds ?? [] } : { roleIds: undefined }) });
          const type = machine === 'AccessToken' ? 'accessToken' : 'clientCredentials';
          const shown: CreatedTokenSecret = {
            kind,
            type,
            ...(token.id ? { id: token.id } : {}),
            ...(token.secret ? { secret: token.secret } : {}),
            ...(type === 'clientCredentials' && token.clientId ? { clientId: token.clientId } : {}),
          };
          // The list never keeps the secret; the success dialog shows it once, 200 ms after the create dialog closes.
          const { secret: _secret, ...listed } = token;
          set((s) => void s[kind].data.unshift({ type, ...listed }));
          clearTimeout(successTimer);
          successTimer = setTimeout(() => set((s) => void (s.created = shown)), TOKEN_SUCCESS_DELAY_MS);
        }),
      dismissSecret: () => set((s) => void (s.created = null)),
      async deleteToken(id) {
        const ok = await runDialog(set, 'remove', id, async () => {
          const s = get();
          const matches = (t: { id?: string; clientId?: string }) => t.id === id || t.clientId === id;
          const kind: TokenKind | null = s.personal.data.some(matches) ? 'personal' : s.tenant.data.some(matches) ? 'tenant' : null;
          if (!kind) throw inputError(API_TOKENS_MESSAGES.unknownToken);
          await api.remove(kind, await strategy(), id);
          set((d) => void (d[kind].data = d[kind].data.filter((t) => !matches(t))));
        });
        return ok;
      },
    };
  });
}
