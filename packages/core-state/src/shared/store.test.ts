import { produce as immerProduce } from 'immer';
import { describe, expect, it, vi } from 'vitest';
import { copyProduce, loadImmer, produce, type Produce } from './produce';
import { createFlowStore, update } from './store';

type State = { step: string; list: number[]; mfa?: { step: string; codes: string[] }; at: Date; bump(): void };

const base = (): State => ({ step: 'a', list: [1], mfa: { step: 'x', codes: ['c'] }, at: new Date(0), bump() {} });

describe('copyProduce (recipes before immer has loaded)', () => {
  // The same recipes through both, compared: the copy path must give what immer gives.
  const recipes: Array<(d: State) => unknown> = [
    (d) => void ((d.step = 'b'), d.list.push(2)),
    (d) => void (d.mfa!.codes[0] = 'd'),
    (d) => void delete d.mfa,
    () => ({ step: 'replaced' }),
    (d) => d,
  ];
  it.each(recipes.map((r, i) => [i, r] as const))('recipe %i: same result as immer, base untouched', (_, recipe) => {
    const original = base();
    const snapshot = structuredClone({ ...original, bump: undefined });
    const copied = copyProduce(original, recipe);
    expect(JSON.stringify(copied)).toBe(JSON.stringify((immerProduce as Produce)(base(), recipe)));
    expect({ ...original, bump: undefined }).toEqual(snapshot);
  });

  it('shares what immer does not draft (functions, dates) and copies plain objects and arrays', () => {
    const original = base();
    const copied = copyProduce(original, () => undefined);
    expect(copied.bump).toBe(original.bump);
    expect(copied.at).toBe(original.at);
    expect(copied.mfa).not.toBe(original.mfa);
    expect(copied.list).not.toBe(original.list);
  });
});

describe('createFlowStore', () => {
  it('applies set(recipe), update(recipe) and setState(recipe) as immer recipes, before and after immer loads', async () => {
    const store = createFlowStore<State>((set) => ({ ...base(), bump: () => set((s) => void s.list.push(s.list.length + 1)) }));
    const before = store.getState();
    store.getState().bump();
    update(store, (s) => (s.step = 'b'));
    // A recipe given to setState itself, as zustand's immer middleware takes it (its type is the plain setState's).
    (store.setState as (recipe: (s: State) => void) => void)((s) => void (s.mfa!.step = 'y'));
    expect(store.getState()).toMatchObject({ step: 'b', list: [1, 2], mfa: { step: 'y', codes: ['c'] } });
    expect(before).toMatchObject({ step: 'a', list: [1], mfa: { step: 'x' } });

    await loadImmer();
    const loaded = store.getState();
    store.getState().bump();
    store.setState({ step: 'c' });
    expect(store.getState()).toMatchObject({ step: 'c', list: [1, 2, 3], mfa: { step: 'y' } });
    // Immer now: unchanged branches keep their identity.
    expect(store.getState().mfa).toBe(loaded.mfa);
    expect(produce(loaded, () => undefined)).toBe(loaded);
  });
});

describe('immer is asked for once the page is idle', () => {
  it('not while the first screen is built: one idle request for every store, immer after it', async () => {
    vi.resetModules();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    try {
      const fresh = await import('./produce');
      const { createFlowStore: create } = await import('./store');
      create(() => ({ a: 1 }));
      create(() => ({ b: 2 }));
      expect(idle).toHaveLength(1);
      const plain = { n: 1 };
      // Still the copy path: no immer requested before the page is idle.
      expect(fresh.produce(plain, () => undefined)).not.toBe(plain);
      idle[0]!();
      await fresh.loadImmer();
      expect(fresh.produce(plain, () => undefined)).toBe(plain);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('not before the page\'s load event: a page still loading asks for its idle moment once loaded', async () => {
    vi.resetModules();
    const idle: Array<() => void> = [];
    const onLoad: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('document', { readyState: 'loading' });
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => type === 'load' && onLoad.push(listener));
    try {
      const { createFlowStore: create } = await import('./store');
      create(() => ({ a: 1 }));
      create(() => ({ b: 2 }));
      expect(idle).toHaveLength(0);
      expect(onLoad).toHaveLength(1);
      onLoad[0]!();
      expect(idle).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

