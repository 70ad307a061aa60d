import { createHook } from 'node:async_hooks';

/**
 * Keeps the shapes (V8 maps) of `process.nextTick`'s objects alive for the life of the process
 * (decision 0063). Imported first by main.ts, so it runs before the app's own modules.
 *
 * Node 22 builds each tick object from one object literal with symbol keys, and V8 holds the
 * transitions between its shapes weakly. A full garbage collection while no tick is queued frees
 * them; the next tick builds new ones, the literal's feedback goes megamorphic for good, and from
 * then on every tick (several per request) is built by V8's runtime instead of optimised code.
 * The server's start collected garbage often enough for this to happen in every start looked at:
 * a third of the instructions per answer. One tick object held here keeps the shapes in use.
 */
let kept: object | undefined;
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') kept ??= resource; // init runs inside nextTick, synchronously
  },
});
hook.enable();
process.nextTick(() => {});
hook.disable();
