import { useEffect, useState } from 'react'
import { FloatingNotice } from '~/components/floating-notice'
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

  const message = !online ? t('status.offline') : backOnline ? t('status.online') : null
  return <FloatingNotice message={message} className="bottom-4 animate-rise bg-ink text-paper" />
}
