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

let interactive = false

/**
 * Whether the page's content has hydrated: what renders from then on renders in the browser,
 * over no server HTML (a navigation's page). Read without subscribing, so that asking does not
 * re-render a component around content still waiting for its code (see `PageContent`).
 */
export function pageIsInteractive(): boolean {
  return interactive
}

/** Records that the page is interactive, content and all; the browser tests wait for the mark. */
export function markPageInteractive() {
  interactive = true
  document.documentElement.dataset.hydrated = 'true'
}

function InteractiveMark() {
  useEffect(markPageInteractive, [])
  return null
}
