import { useSyncExternalStore } from 'react'

/**
 * Toasts (sonner), its library loaded with the first one, so it is in no first load; sonner hands
 * a toast made before its Toaster mounted to it when it does. `toaster.tsx` mounts the Toaster.
 */

let wanted = false
/** A message shown without sonner, whose code could not come (offline before it did). */
let plain: string | null = null
let plainTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

/** How long a toast stays. */
export const toastDurationMs = 4000

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function changed() {
  for (const listener of listeners) listener()
}

type ToastKind = 'success' | 'warning' | 'error'

/** Shows a short message in the toasts' live region, which screen readers announce. */
export async function notify(kind: ToastKind, message: string) {
  const sonner = await import('sonner').catch(() => null)
  if (!sonner) {
    // Offline before sonner's code came: the message still reaches the visitor, plainly.
    plain = message
    changed()
    clearTimeout(plainTimer)
    plainTimer = setTimeout(() => {
      plain = null
      changed()
    }, toastDurationMs)
    return
  }
  // The Toaster mounts once its code is here; sonner hands it the toasts made before.
  if (!wanted) {
    wanted = true
    changed()
  }
  sonner.toast[kind](message)
}

/** Whether sonner showed a toast on this page: until then there is no Toaster. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
}

/** The message shown plainly while sonner could not be loaded, if any. */
export function usePlainToast(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => plain,
    () => null,
  )
}
