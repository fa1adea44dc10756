import { lazy, Suspense } from 'react'
import { useTranslation } from '~/i18n/translation'
import { useToastsWanted } from './toasts'

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** The toasts' region, mounted with the first toast (`notify` in `toasts.tsx`). */
export function Toasts() {
  const { t } = useTranslation()
  if (!useToastsWanted()) return null
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
