import { type ComponentType, useEffect, useState } from 'react'

/**
 * A part whose code comes on intent and that the page can do without (decision 017): a fetch
 * that fails (its file gone after a deploy) renders nothing and is tried again the next time
 * the part renders. Unlike `lazy`, a failure never reaches the error page, whose reload is kept
 * for a route change that needs a missing chunk (decision 014).
 */
export function optionalPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** Drawn while the code has not come, for what cannot wait for it. */
  Waiting?: ComponentType<Props>,
) {
  let Loaded: ComponentType<Props> | undefined
  let pending: Promise<ComponentType<Props>> | undefined
  const fetchCode = () =>
    (pending ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))

  function OptionalPart(props: Props) {
    const [, setArrived] = useState(false)
    // Each render while the code is missing asks again: a failed fetch is tried anew.
    useEffect(() => {
      if (Loaded) return
      let mounted = true
      fetchCode().then(
        () => mounted && setArrived(true),
        () => undefined,
      )
      return () => {
        mounted = false
      }
    })
    if (Loaded) return <Loaded {...props} />
    return Waiting ? <Waiting {...props} /> : null
  }
  /** Fetches the code ahead of its first render; a failure is left for that render to retry. */
  OptionalPart.preload = () =>
    fetchCode().then(
      () => undefined,
      () => undefined,
    )
  return OptionalPart
}
