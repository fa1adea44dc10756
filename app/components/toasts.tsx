import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useTranslation } from '~/i18n/translation'

/**
 * Toasts (sonner), loaded on the first one: most visits never show a toast, so the library
 * stays out of every page's first load. sonner hands a toast made before its Toaster mounted
 * to the Toaster when it does, so nothing is lost while the chunk arrives.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

let wanted = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

type ToastKind = 'success' | 'warning' | 'error'

/** Shows a short message in the toasts' live region, which screen readers announce. */
export async function notify(kind: ToastKind, message: string) {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  const { toast } = await import('sonner')
  toast[kind](message)
}

export function Toasts() {
  const { t } = useTranslation()
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        containerAriaLabel={t('toasts.region')}
        duration={4000}
        visibleToasts={3}
        toastOptions={{
          className: 'passarela-toast',
        }}
      />
    </Suspense>
  )
}
