import { useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from '~/i18n/translation'
import { AppLink } from '~/components/app-link'
import { CloseIcon } from '~/components/control-icons'
import { Image } from '~/components/image'
import { InitialsPlaceholder } from '~/components/initials-placeholder'
import { useLocale } from '~/i18n/use-locale'
import { profilePath } from '~/lib/roster/boards'
import {
  forgetAllViews,
  forgetView,
  recentlyViewedSnapshot,
  subscribeToRecentlyViewed,
} from '~/lib/favorites/recently-viewed-store'

const serverSnapshot = () => null

/**
 * The last ten profiles opened, most recent first, each removable. Kept in this browser, so the
 * section appears once the page is interactive, at its foot where it moves nothing (decision 020).
 */
export function RecentlyViewed() {
  const { t } = useTranslation()
  const locale = useLocale()
  const viewed = useSyncExternalStore(
    subscribeToRecentlyViewed,
    recentlyViewedSnapshot,
    serverSnapshot,
  )
  const [cleared, setCleared] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  if (viewed === null || (viewed.length === 0 && !cleared)) return null

  // The button that had the focus goes with its entry: the focus moves to the next one's.
  function remove(id: number, index: number) {
    forgetView(id)
    if (viewed?.length === 1) setCleared(true)
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-forget-view]')
      const next = buttons?.[Math.min(index, buttons.length - 1)]
      if (next) next.focus()
      else heading.current?.focus()
    })
  }

  return (
    <section
      aria-labelledby="recently-viewed-title"
      data-recently-viewed=""
      className="mx-auto max-w-[1600px] px-6 pb-10 lg:px-12 print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line pt-8">
        <h2
          ref={heading}
          id="recently-viewed-title"
          tabIndex={-1}
          className="text-sm tracking-[0.14em] uppercase outline-none"
        >
          {t('recentlyViewed.title')}
        </h2>
        {viewed.length > 0 ? (
          <button
            type="button"
            onClick={() => {
              forgetAllViews()
              setCleared(true)
              heading.current?.focus()
            }}
            className="inline-flex min-h-11 items-center text-sm underline underline-offset-4"
          >
            {t('recentlyViewed.clear')}
          </button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted">
        {viewed.length === 0 ? t('recentlyViewed.cleared') : null}
      </p>
      {viewed.length > 0 ? (
        <ul ref={list} className="mt-4 grid grid-cols-3 gap-x-2 gap-y-1 sm:grid-cols-5 sm:gap-x-3">
          {viewed.map((talent, index) => (
            <li key={talent.id} className="relative">
              <AppLink to={profilePath(talent, locale)} className="group block">
                <Image
                  src={talent.cover}
                  width={800}
                  height={1200}
                  sizes="(min-width: 640px) 20vw, 33vw"
                  alt=""
                  className="block"
                  fallback={<InitialsPlaceholder name={talent.name} size="thumbnail" />}
                />
                <span
                  data-viewed-name=""
                  className="mt-2 mb-3 block text-[0.7rem] leading-snug tracking-name uppercase group-hover:underline"
                >
                  {talent.name}
                </span>
              </AppLink>
              <button
                type="button"
                aria-label={t('recentlyViewed.remove', { name: talent.name })}
                data-forget-view=""
                onClick={() => remove(talent.id, index)}
                className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full bg-paper/90 hover:bg-paper"
              >
                <CloseIcon width={18} height={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
