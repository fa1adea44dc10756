import { memo, type ReactNode, Suspense, useEffect } from 'react'

/**
 * The page's own content, inside the site's header and footer. Route modules load their
 * content's code lazily (decision 004): the header and footer hydrate with the first load, the
 * content once its code arrives, fetched as hydration starts. Until then the server's HTML
 * stands as it is and its links work as plain links. On a client navigation the new content's
 * code is waited for within the navigation: the old page stays until the new one can show.
 *
 * Memoized on its children, which React Router gives anew only when it navigates: a boundary
 * that re-rendered outside a navigation before hydrating would lose its server HTML.
 */
export const PageContent = memo(function PageContent({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <InteractiveMark />
    </Suspense>
  )
})

/** A mark that the page is interactive, content and all, which the browser tests wait for. */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
