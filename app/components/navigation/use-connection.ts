import { useSyncExternalStore } from 'react'
import { type ConnectionFacts, prefetchPolicy } from '~/lib/page/prefetch-policy'

type NetworkInformation = EventTarget & { effectiveType?: string; saveData?: boolean }

function connectionOf(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  connectionOf()?.addEventListener('change', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
    connectionOf()?.removeEventListener('change', onChange)
  }
}

// Snapshots are strings so that React sees an unchanged connection as the same value.
function snapshot() {
  const connection = connectionOf()
  return JSON.stringify({
    online: navigator.onLine,
    effectiveType: connection?.effectiveType,
    saveData: connection?.saveData ?? false,
  } satisfies ConnectionFacts)
}

const serverSnapshot = JSON.stringify({ online: true } satisfies ConnectionFacts)

export function useConnection(): ConnectionFacts {
  const facts = useSyncExternalStore(subscribe, snapshot, () => serverSnapshot)
  return JSON.parse(facts) as ConnectionFacts
}

export function usePrefetchPolicy() {
  return prefetchPolicy(useConnection())
}
