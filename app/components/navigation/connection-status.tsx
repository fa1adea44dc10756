import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { useConnection } from './use-connection'

const backOnlineNoticeMs = 4000

/** Tells the visitor when the connection drops, and briefly when it comes back. */
export function ConnectionStatus() {
  const { t } = useTranslation()
  const { online } = useConnection()
  const [backOnline, setBackOnline] = useState(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    function onOnline() {
      setBackOnline(true)
      clearTimeout(timer)
      timer = setTimeout(() => setBackOnline(false), backOnlineNoticeMs)
    }
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('online', onOnline)
      clearTimeout(timer)
    }
  }, [])

  const message = !online ? t('status.offline') : backOnline ? t('status.online') : ''
  // The live region is always there, so that screen readers announce the change.
  return (
    <div
      role="status"
      data-connection={online ? 'online' : 'offline'}
      className={
        message
          ? 'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md animate-rise bg-ink px-4 py-3 text-center text-sm text-paper'
          : 'sr-only'
      }
    >
      {message}
    </div>
  )
}
