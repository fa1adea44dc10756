import { lazy, Suspense } from 'react'
import { useTranslation } from '~/i18n/translation'
import { FloatingNotice } from './floating-notice'
import { toastDurationMs, usePlainToast, useToastsWanted } from './toasts'

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/**
 * The toasts' region, mounted with the first toast once sonner's code is here (`notify` in
 * `toasts.tsx`), and a plain live region for the messages made while it could not come.
 */
export function Toasts() {
  const { t } = useTranslation()
  const wanted = useToastsWanted()
  const plain = usePlainToast()
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <Toaster
            position="bottom-center"
            containerAriaLabel={t('toasts.region')}
            duration={toastDurationMs}
            visibleToasts={3}
            toastOptions={{
              className: 'passarela-toast',
            }}
          />
        </Suspense>
      )}
      <FloatingNotice message={plain} className="bottom-20 border border-ink bg-paper text-ink" />
    </>
  )
}
