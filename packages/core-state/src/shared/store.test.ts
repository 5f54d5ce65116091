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

  // Which parts of the result are the very objects of the base: root, list, mfa, mfa.codes, at, bump.
  const kept = (before: State, after: State) => {
    const a = after as Partial<State>;
    return [a === before, a.list === before.list, a.mfa === before.mfa, a.mfa?.codes === before.mfa?.codes, a.at === before.at, a.bump === before.bump];
  };
  it.each(recipes.map((r, i) => [i, r] as const))('recipe %i: keeps the identity of exactly the parts immer keeps', (_, recipe) => {
    const original = base();
    const fromImmer = base();
    expect(kept(original, copyProduce(original, recipe))).toEqual(kept(fromImmer, (immerProduce as Produce)(fromImmer, recipe)));
  });

  it('gives the base back when the recipe changed nothing, and a new root with the untouched parts when it changed one', () => {
    const original = base();
    expect(copyProduce(original, () => undefined)).toBe(original);
    expect(copyProduce(original, (d) => void (d.list[0] = 1))).toBe(original);
    const changed = copyProduce(original, (d) => void (d.mfa!.step = 'y'));
    expect(changed).not.toBe(original);
    expect(changed.mfa).not.toBe(original.mfa);
    expect(changed.mfa!.codes).toBe(original.mfa!.codes);
    expect(changed.list).toBe(original.list);
    expect(changed.bump).toBe(original.bump);
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
      const bump = (d: { n: number }) => void (d.n += 1);
      // Still the copy path (immer freezes what it produces, the copy does not): no immer before the page is idle.
      expect(Object.isFrozen(fresh.produce(plain, bump))).toBe(false);
      idle[0]!();
      await fresh.loadImmer();
      expect(Object.isFrozen(fresh.produce(plain, bump))).toBe(true);
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

