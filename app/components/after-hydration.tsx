import { type ReactNode, Suspense } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * Parts that show nothing until the visitor acts (the menu, the progress bar, the toasts),
 * rendered in the browser once the page is interactive, so their code is in no first load
 * (decision 017) and hydration never waits on it.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null
}
