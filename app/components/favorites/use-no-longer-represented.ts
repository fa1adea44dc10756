import { useEffect, useState } from 'react'
import { shareIds } from '~/lib/favorites/favorites'

const none: ReadonlySet<number> = new Set()

/**
 * The ids among `talents` the agency no longer represents, as the site last said (none until
 * it has, and on the server): the favorites keep the names they had, and a model may have been
 * hidden or deleted since. Asked again when the list changes; a failed answer marks nobody.
 */
export function useNoLongerRepresented(
  talents: readonly { id: number }[] | null,
): ReadonlySet<number> {
  const key = talents === null ? '' : shareIds(talents)
  const [gone, setGone] = useState(none)

  useEffect(() => {
    if (key === '') return
    const controller = new AbortController()
    fetch(`/api/represented?ids=${key}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ ids: number[] }>) : null))
      .then((body) => {
        if (!body) return
        const represented = new Set(body.ids)
        setGone(
          new Set(
            key
              .split(',')
              .map(Number)
              .filter((id) => !represented.has(id)),
          ),
        )
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [key])

  return gone
}
