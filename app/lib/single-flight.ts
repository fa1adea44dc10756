/**
 * The one way the site's caches fetch (the pages, the panel's content, the roster): one run per
 * key for everyone who asks while it runs, its value kept when it comes, unless `invalidate()`
 * came meanwhile. After `invalidate()` (what was kept changed at its source) the next caller
 * starts a new run, and a run begun before it keeps nothing: it may bring what was there before.
 */
export function createSingleFlight<Value>() {
  const running = new Map<string, Promise<Value>>()
  let generation = 0

  function run(
    key: string,
    work: () => Promise<Value>,
    keep: (value: Value) => void,
  ): Promise<Value> {
    const under = running.get(key)
    if (under) return under
    const startedIn = generation
    const pending = work()
      .then((value) => {
        if (startedIn === generation) keep(value)
        return value
      })
      .finally(() => {
        if (running.get(key) === pending) running.delete(key)
      })
    running.set(key, pending)
    return pending
  }

  return {
    run,
    invalidate() {
      generation++
      running.clear()
    },
  }
}
