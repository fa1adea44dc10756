/**
 * A list the browser keeps in localStorage under one key: read on first use, written on every
 * change, followed across tabs (`storage` event); the server has none. Without storage (a
 * private window, a full quota) it lives for the page's lifetime: it works, unremembered.
 */
export type StoredList<Item> = {
  subscribe: (listener: () => void) => () => void
  /** The list, read once and then kept up to date; the same array until it changes. */
  snapshot: () => readonly Item[]
  /** Changes the latest list and writes it back. */
  update: (change: (list: readonly Item[]) => readonly Item[]) => void
}

export function storedList<Item>({
  key,
  parse,
  serialize,
}: {
  key: string
  parse: (stored: string | null) => Item[]
  serialize: (list: readonly Item[]) => string
}): StoredList<Item> {
  let current: readonly Item[] | null = null
  const listeners = new Set<() => void>()

  function storage(): Storage | null {
    try {
      return typeof window === 'undefined' ? null : window.localStorage
    } catch {
      return null
    }
  }

  /** What storage holds, or null when it cannot be read. */
  function stored(): Item[] | null {
    try {
      return parse(storage()?.getItem(key) ?? null)
    } catch {
      return null
    }
  }

  function publish(next: readonly Item[]) {
    current = next
    for (const listener of listeners) listener()
  }

  function onStorage(event: StorageEvent) {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== key) return
    publish(parse(event.newValue))
  }

  function snapshot(): readonly Item[] {
    current ??= stored() ?? []
    return current
  }

  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
    snapshot,
    update(change) {
      // Nothing follows the other tabs: read again, another tab may have changed it since.
      if (listeners.size === 0) current = stored() ?? current
      const next = change(snapshot())
      publish(next)
      try {
        storage()?.setItem(key, serialize(next))
      } catch {
        // Storage unavailable or full: kept for this page only.
      }
    },
  }
}
