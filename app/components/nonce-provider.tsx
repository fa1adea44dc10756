import { createContext, useContext } from 'react'

/** The CSP nonce of this response, for React Router's inline scripts (server only). */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce() {
  return useContext(NonceContext)
}
