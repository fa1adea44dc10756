import { Toasts } from '~/components/toaster'
import { ConnectionStatus } from './connection-status'

/** The offline notice, whose live region must be there before the connection drops, and the toasts. */
export function PageStatus() {
  return (
    <>
      <ConnectionStatus />
      <Toasts />
    </>
  )
}
