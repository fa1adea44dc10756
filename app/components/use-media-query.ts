import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches. The server cannot know, so it answers `serverValue` and the
 * first render after hydration corrects it without a hydration mismatch; layout itself is CSS,
 * and only behaviour (a carousel's slides) depends on this.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
