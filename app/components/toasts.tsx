import { useSyncExternalStore } from 'react'

/**
 * Toasts (sonner), loaded on the first one: most visits never show a toast, so the library
 * stays out of every page's first load. sonner hands a toast made before its Toaster mounted
 * to the Toaster when it does, so nothing is lost while the chunk arrives. This file is what a
 * page that makes toasts needs; `toaster.tsx` mounts sonner's Toaster with the first toast.
 */

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

/** Whether any toast was asked for on this page: until then there is no Toaster. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
}
