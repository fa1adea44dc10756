/**
 * A list the browser keeps in localStorage under one key (the favorites, the recently viewed
 * profiles): read on first use, written back on every change, and followed across tabs through
 * the `storage` event. The server has none, so what shows it renders nothing of it until the
 * page is interactive. When storage is unavailable (a private window, a full quota, a blocked
 * origin) the list lives for the page's lifetime only: it still works, it is just not remembered.
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
