/** A task refused because its turn did not come within the limit's `maxWaitMs`. */
export class ConcurrencyLimitBusyError extends Error {
  override readonly name = 'ConcurrencyLimitBusyError'
}

type ConcurrencyLimitOptions = {
  /**
   * How long a task may wait for its turn; past it, the task is not run and `run` rejects with
   * `ConcurrencyLimitBusyError`. Unbounded by default.
   */
  maxWaitMs?: number
}

/**
 * Runs at most `limit` tasks at once; the others wait their turn, first come first served.
 * A finished task hands its place straight to the next in line.
 */
export function concurrencyLimit(limit: number, { maxWaitMs }: ConcurrencyLimitOptions = {}) {
  let running = 0
  const waiting: (() => void)[] = []

  function turn() {
    return new Promise<void>((resolve, reject) => {
      const take = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer =
        maxWaitMs === undefined
          ? undefined
          : setTimeout(() => {
              waiting.splice(waiting.indexOf(take), 1)
              reject(new ConcurrencyLimitBusyError(`no turn within ${maxWaitMs} ms`))
            }, maxWaitMs)
      waiting.push(take)
    })
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++
    else await turn()
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
