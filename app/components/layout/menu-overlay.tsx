import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { useLocation } from 'react-router'
import { AppLink } from '~/components/app-link'
import { ChevronDownIcon, CloseIcon } from '~/components/control-icons'
import { divisions } from '~/config/business'
import { usePathTo } from '~/i18n/use-locale'

type MenuOverlayProps = {
  open: boolean
  onClose: () => void
  /** The trigger, where focus returns when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>
}

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The slide-in menu. A modal `<dialog>`: the page behind is inert, Escape closes it,
 * and Tab cycles inside it. Models opens a dropdown of the boards (all models, the divisions,
 * women, men and future faces); any other link, and any route change, closes the dropdown, and
 * any route change closes the menu.
 */
export function MenuOverlay({ open, onClose, triggerRef }: MenuOverlayProps) {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  const { key: locationKey } = useLocation()
  const dialogRef = useRef<HTMLDialogElement>(null)
  // Like the menu, the dropdown belongs to the page it was opened on.
  const [divisionsOpenAt, setDivisionsOpenAt] = useState<string | null>(null)
  const divisionsOpen = divisionsOpenAt === locationKey
  const closeDivisions = () => setDivisionsOpenAt(null)
  const dropdownId = useId()
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      dialog.querySelector<HTMLElement>(focusable)?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  function handleClose() {
    closeDivisions()
    onClose()
    triggerRef.current?.focus()
  }

  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(focusable) ?? [])]
    const first = items[0]
    const last = items.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  const entryClass =
    'block py-2 font-display text-4xl leading-tight hover:opacity-60 sm:text-5xl transition-opacity'

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through our own state, so focus goes back to the trigger.
        event.preventDefault()
        handleClose()
      }}
      onKeyDown={trapFocus}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-paper p-0 text-ink open:animate-slide-in"
    >
      <div className="mx-auto flex h-full max-w-[1600px] flex-col px-4 pb-10 min-[380px]:px-6 lg:px-12">
        <div className="flex h-[var(--header-height)] shrink-0 items-center justify-between">
          <h2 id={titleId} className="text-xs font-medium tracking-[0.2em] text-muted uppercase">
            {t('nav.main')}
          </h2>
          <button
            type="button"
            onClick={handleClose}
            aria-label={t('nav.closeMenu')}
            className="-mr-2 inline-flex size-11 items-center justify-center"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-labelledby={titleId} className="mt-6 overflow-y-auto">
          <ul>
            <li>
              <AppLink to={pathTo('home')} className={entryClass} onClick={closeDivisions}>
                {t('nav.home')}
              </AppLink>
            </li>
            <li>
              <button
                type="button"
                aria-expanded={divisionsOpen}
                aria-controls={dropdownId}
                onClick={() => setDivisionsOpenAt(divisionsOpen ? null : locationKey)}
                className={`${entryClass} flex w-full items-center gap-3 text-left`}
              >
                {t('nav.models')}
                <ChevronDownIcon
                  className={`size-6 transition-transform duration-200 ${divisionsOpen ? 'rotate-180' : ''}`}
                />
              </button>
              <ul
                id={dropdownId}
                hidden={!divisionsOpen}
                className="mb-3 ml-1 border-l border-line pl-5"
              >
                <li>
                  <AppLink
                    to={pathTo('roster')}
                    className="block py-2 text-lg tracking-wide uppercase hover:underline"
                  >
                    {t('nav.allModels')}
                  </AppLink>
                </li>
                {divisions.map((division) => (
                  <li key={division}>
                    <AppLink
                      to={pathTo('board', { division })}
                      className="block py-2 text-lg tracking-wide uppercase hover:underline"
                    >
                      {t(`divisions.${division}`)}
                    </AppLink>
                  </li>
                ))}
                {/* The boards of their own beside the divisions: women, men, future faces. */}
                {(['women', 'men', 'futureFace'] as const).map((page, index) => (
                  <li key={page} className={index === 0 ? 'mt-2 border-t border-line pt-2' : ''}>
                    <AppLink
                      to={pathTo(page)}
                      className="block py-2 text-lg tracking-wide uppercase hover:underline"
                    >
                      {t(`pages.${page}.title`)}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </li>
            {(['contact', 'favorites'] as const).map((page) => (
              <li key={page}>
                <AppLink to={pathTo(page)} className={entryClass} onClick={closeDivisions}>
                  {t(`nav.${page}`)}
                </AppLink>
              </li>
            ))}
          </ul>
          <ul className="mt-10 space-y-1 text-sm tracking-wide text-muted uppercase">
            {(['beAModel', 'news', 'about'] as const).map((page) => (
              <li key={page}>
                <AppLink to={pathTo(page)} className="inline-block py-2 hover:text-ink">
                  {t(`nav.${page}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  )
}
