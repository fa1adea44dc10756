import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef } from 'react'
import { useTranslation } from '~/i18n/translation'
import { CloseIcon } from '~/components/icons'
import { optionalPart } from '~/components/optional-part'

// The entries are most of the menu's code: they come when the visitor reaches for the trigger
// (pointer over it, focus, touch), as links prefetch the next page on intent. Should their file
// be gone (a deploy), the menu asks again each time it opens.
const MenuEntries = optionalPart(() =>
  import('./menu-entries').then((module) => module.MenuEntries),
)

type MenuOverlayProps = {
  id: string
  open: boolean
  onClose: () => void
  /** The trigger, where focus returns when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>
  /** Whether the visitor has reached for the menu: its entries are fetched from then on. */
  entriesWanted: boolean
}

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The slide-in menu, a modal `<dialog>`. This frame comes with the page and opens in the very
 * press of the trigger, focus inside, so focus and Escape never wait for the network; the
 * entries follow when their code arrives (decision 022).
 */
export function MenuOverlay({ id, open, onClose, triggerRef, entriesWanted }: MenuOverlayProps) {
  const { t } = useTranslation()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  // Before the browser paints, right after the press's render: the visitor sees the menu open
  // with the focus in it, never the page first. Found open when React takes the page over, the
  // frame was opened by the page starter for a press it is about to make again: left open.
  const hydrated = useRef(false)
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      dialog.querySelector<HTMLElement>(focusable)?.focus()
    } else if (!open && dialog.open && hydrated.current) {
      dialog.close()
    }
    hydrated.current = true
  }, [open])

  function handleClose() {
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

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Opened by the page starter for a press not yet made again: it closes natively, and the
        // starter drops the press.
        if (!open) return
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
            data-closes-dialog=""
            aria-label={t('nav.closeMenu')}
            className="-mr-2 inline-flex size-11 items-center justify-center"
          >
            <CloseIcon />
          </button>
        </div>
        {entriesWanted ? <MenuEntries open={open} labelledBy={titleId} /> : null}
      </div>
    </dialog>
  )
}
