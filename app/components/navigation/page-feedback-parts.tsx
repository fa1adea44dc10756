import { Toasts } from '~/components/toaster'
import { ConnectionStatus } from './connection-status'
import { LoadingOverlay } from './loading-overlay'

export { ProgressBar } from './progress-bar'

export function PageStatus() {
  return (
    <>
      <LoadingOverlay />
      <ConnectionStatus />
      <Toasts />
    </>
  )
}
