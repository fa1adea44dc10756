import { createContext, useContext } from 'react'
import { useNonce } from './nonce-provider'

/** The page starter's text (`app/lib/page/page-starter.ts`), given by the server only. */
const PageStarterContext = createContext('')

export const PageStarterProvider = PageStarterContext.Provider

/**
 * The page starter, early in the head: it keeps the visitor's inputs from the first byte and
 * starts the page's script. Its text reaches the browser in the HTML and never in a bundle;
 * hydration keeps what the server sent.
 */
export function PageStarter() {
  const starter = useContext(PageStarterContext)
  const nonce = useNonce()
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: starter }} />
  )
}
