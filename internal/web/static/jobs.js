// Jobs: the engine's long calls the player can give up on. There is one
// job of each kind at a time (a new puzzle, a hint, the solving path,
// every step): a new one cancels the one before, and closing what waits
// for it (the New dialog, the hint) cancels it, so that its answer never
// lands late on a page that has moved on. The signal is engine.js's
// AbortSignal; a canceled call rejects with an AbortError.

const under = new Map(); // kind -> AbortController

// replace cancels the job of this kind under way, if any, and returns the
// signal of a new one.
export function replace(kind) {
  cancel(kind);
  const c = new AbortController();
  under.set(kind, c);
  return c.signal;
}

// cancel cancels the jobs of these kinds under way.
export function cancel(...kinds) {
  for (const kind of kinds) {
    const c = under.get(kind);
    under.delete(kind);
    if (c) c.abort();
  }
}

// done forgets the job of signal once it has ended, answered or not (a
// job replaced meanwhile is not forgotten in its place).
export function done(kind, signal) {
  if (under.has(kind) && under.get(kind).signal === signal) under.delete(kind);
}

// canceled says whether err is the end of a canceled job.
export const canceled = (err) => !!err && err.name === "AbortError";
