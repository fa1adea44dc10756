import { type ReactNode, Suspense } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * Parts of the page that show nothing until the visitor does something (the menu, the
 * progress bar, the toasts): rendered in the browser only, once the page is interactive, so
 * that their code, loaded lazily inside, is not part of any page's first load (decision 004).
 * The server renders none of them, and hydration never meets a boundary still waiting for code.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null
}
