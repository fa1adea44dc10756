import { useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { ShareIcon } from '~/components/control-icons'
import { notify } from '~/components/toasts'
import { usePathTo } from '~/i18n/use-locale'
import { type FavoriteTalent, shareIds } from '~/lib/favorites/favorites'

/**
 * "Share": a link to these models (`/favorites?ids=…` in the visitor's language) that shows
 * them to whoever opens it. A phone offers its share sheet; elsewhere the link is copied.
 * Either way it is also shown, selectable, in case neither works.
 */
export function ShareSelection({ talents }: { talents: readonly FavoriteTalent[] }) {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  const [shown, setShown] = useState(false)
  const link = () =>
    new URL(`${pathTo('favorites')}?ids=${shareIds(talents)}`, window.location.origin).href

  async function share() {
    const url = link()
    setShown(true)
    const touch = window.matchMedia('(pointer: coarse)').matches
    if (touch && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('favorites.shareTitle'), url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      void notify('success', t('favorites.copied'))
    } catch {
      // No clipboard here (permissions, an insecure origin): the field below holds the link.
    }
  }

  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex min-h-11 items-center gap-2 self-start border border-ink px-5 text-sm tracking-[0.14em] uppercase hover:bg-ink hover:text-paper sm:self-end"
      >
        <ShareIcon width={18} height={18} />
        {t('favorites.share')}
      </button>
      {shown ? (
        <label className="flex w-full flex-col gap-1 text-xs text-muted sm:w-96">
          {t('favorites.shareLink')}
          <input
            readOnly
            value={link()}
            data-share-link=""
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 border border-line-strong bg-paper px-3 text-sm text-ink"
          />
        </label>
      ) : null}
    </div>
  )
}
