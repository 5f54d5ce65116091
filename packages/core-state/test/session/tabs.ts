import type { ChannelLike, LocksLike } from '../../src/session/tab-messages';

/** An in-process stand-in for `navigator.locks`: exclusive, first come first served, like Web Locks. */
export function fakeLocks(): LocksLike & { held: () => number } {
  const tails = new Map<string, Promise<unknown>>();
  let held = 0;
  return {
    held: () => held,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
        held++;
        try {
          return await callback();
        } finally {
          held--;
        }
      });
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

let counter = 0;
/** A fresh channel name per test; Node's BroadcastChannel delivers between instances of one process, like tabs. */
export const channelName = () => `portico-test-${process.pid}-${++counter}`;
export const openChannel = (name: string) => new BroadcastChannel(name) as unknown as ChannelLike;
