import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => undefined

/**
 * False while the server renders and while the component hydrates, true from the render
 * after. A lazily loaded component hydrates later than the page, so this says that this
 * component, not just the page, is running.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
