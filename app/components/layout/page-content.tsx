import { memo, type ReactNode, Suspense, useEffect } from 'react'

/**
 * The page's own content: its code loads lazily and hydrates after the header and footer
 * (decision 017); until then the server's HTML stands and its links are plain links.
 * Memoized on its children, which change only on a navigation: re-rendering the boundary before
 * it hydrates would drop its server HTML (decision 007).
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
 * Whether the page's content has hydrated (from then on, renders have no server HTML). Read
 * without subscribing, so asking re-renders nothing around content still waiting for its code.
 */
export function pageIsInteractive(): boolean {
  return interactive
}

/** Records that the page is interactive, content and all; the browser tests wait for the mark. */
export function markPageInteractive() {
  interactive = true
  document.documentElement.dataset.hydrated = 'true'
  replayLinkIntent()
}

/**
 * A link the pointer rests on, or the focus is on, since before the script ran: React heard
 * neither, and a hover does not come again, so the link is told now (its prefetch on intent).
 */
function replayLinkIntent() {
  const hovered = [...document.querySelectorAll('a[href]:hover')].at(-1)
  hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  const focused = document.activeElement
  if (focused instanceof HTMLAnchorElement) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  }
}

function InteractiveMark() {
  useEffect(markPageInteractive, [])
  return null
}
