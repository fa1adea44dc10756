import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '~/components/control-icons'
import { useTranslation } from '~/i18n/translation'
import { imageUrl } from '~/lib/images'
import { viewerImageWidth } from '~/lib/profile/viewer-image-width'
import { type Zoom, noZoom, pinched, zoomedAt } from '~/lib/profile/photo-zoom'

export type ViewerPhoto = {
  url: string
  width: number
  height: number
  alt: string
}

const reducedMotion = '(prefers-reduced-motion: reduce)'
// Two taps this close in time and place are a double tap.
const doubleTapMs = 300
const doubleTapPx = 30

/**
 * A section's photos full screen (issue 40), its code fetched when first wanted. A modal
 * `<dialog>`: the rest of the page inert, Escape closing it. The photos sit on a track that
 * scrolls and snaps natively, one a swipe; a pinch or a double tap zooms the one shown, and a
 * finger then moves it instead of the track.
 */
export function PhotoViewer({
  photos,
  number,
  label,
  section,
  onMove,
  onClose,
}: {
  photos: readonly ViewerPhoto[]
  /** The photo shown, counted from 1. */
  number: number
  /** The dialog's name: the section and the model. */
  label: string
  section: string
  onMove: (number: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const track = useRef<HTMLDivElement>(null)
  const screen = useScreen()
  const index = number - 1
  // The zoom belongs to a photo: another one taking its place is shown whole.
  const [zoomState, setZoomState] = useState<{ index: number; zoom: Zoom }>({ index, zoom: noZoom })
  const zoom = zoomState.index === index ? zoomState.zoom : noZoom
  const setZoom = (next: Zoom) => setZoomState({ index, zoom: next })
  const zoomed = zoom.scale > 1

  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    // The page behind stays where the visitor left it: a wheel turned up or down here would
    // scroll it, the dialog having nothing to scroll that way (React's wheel listener is passive).
    const keepPage = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) > Math.abs(event.deltaX)) event.preventDefault()
    }
    element.addEventListener('wheel', keepPage, { passive: false })
    return () => element.removeEventListener('wheel', keepPage)
  }, [])

  // The track shows the photo the address names: at once when it opens, then sliding to it
  // (unless the visitor asks for less motion).
  const opened = useRef(false)
  useLayoutEffect(() => {
    const element = track.current
    if (!element) return
    const left = index * element.clientWidth
    if (Math.abs(element.scrollLeft - left) > 1) {
      element.scrollTo({ left, behavior: opened.current ? scrollBehavior() : 'instant' })
    }
    opened.current = true
  }, [index])

  // Where the last move asked to go: keys pressed faster than the address changes each count.
  const target = useRef(index)
  useLayoutEffect(() => {
    target.current = index
  }, [index])
  function go(step: -1 | 1) {
    const next = Math.min(Math.max(target.current + step, 0), photos.length - 1)
    if (next === target.current) return
    target.current = next
    onMove(next + 1)
  }

  // Where a swipe of the track stops is the photo shown.
  useEffect(() => {
    const element = track.current
    if (!element) return
    const onScrollEnd = () => {
      const shown = Math.round(element.scrollLeft / element.clientWidth)
      if (shown !== index) onMove(shown + 1)
    }
    element.addEventListener('scrollend', onScrollEnd)
    return () => element.removeEventListener('scrollend', onScrollEnd)
  }, [index, onMove])

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'Tab') keepFocusInside(event)
    else return
    event.preventDefault()
  }

  // The photo shown follows the fingers: two pinch it, one moves it once zoomed; a double tap
  // zooms in where it touches, or back out.
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef<{ zoom: Zoom; points: { x: number; y: number }[] } | null>(null)
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null)

  function onPointerDown(event: React.PointerEvent<HTMLElement>) {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pointers.current.size === 2 || (zoomed && pointers.current.size === 1)) {
      event.currentTarget.setPointerCapture(event.pointerId)
      gesture.current = { zoom, points: [...pointers.current.values()] }
    }
  }

  function onPointerMove(event: React.PointerEvent<HTMLElement>) {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const start = gesture.current
    if (!start) return
    const box = event.currentTarget.getBoundingClientRect()
    setZoom(pinched(start.zoom, start.points, [...pointers.current.values()], box))
  }

  function onPointerEnd(event: React.PointerEvent<HTMLElement>) {
    if (!pointers.current.delete(event.pointerId)) return
    // One finger left after a pinch goes on moving the photo from where it is.
    gesture.current =
      pointers.current.size === 1 && zoom.scale > 1
        ? { zoom, points: [...pointers.current.values()] }
        : null
    if (event.type !== 'pointerup' || pointers.current.size > 0) return
    const tap = { at: event.timeStamp, x: event.clientX, y: event.clientY }
    const last = lastTap.current
    if (
      last &&
      tap.at - last.at < doubleTapMs &&
      Math.hypot(tap.x - last.x, tap.y - last.y) < doubleTapPx
    ) {
      lastTap.current = null
      const box = event.currentTarget.getBoundingClientRect()
      setZoom(zoomed ? noZoom : zoomedAt({ x: tap.x, y: tap.y }, box))
    } else lastTap.current = tap
  }

  const position = t('profile.viewerPosition', {
    index: number,
    total: photos.length,
    section,
  })

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onKeyDown={onKeyDown}
      // Escape, or the browser's own way back out of a dialog: the address closes it too.
      onClose={onClose}
      // Outside the track a finger moves nothing, not the page behind either.
      className="fixed inset-0 m-0 size-full max-h-none max-w-none touch-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div
        ref={track}
        data-viewer-track=""
        // A region that scrolls is one the keyboard can reach (its arrows are the dialog's).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe asks it of a scroller
        tabIndex={0}
        // Zoomed, a finger moves the photo, not the track.
        className={`flex size-full snap-x snap-mandatory [scrollbar-width:none] ${zoomed ? 'overflow-hidden' : 'overflow-x-auto'}`}
      >
        {photos.map((photo, photoIndex) => {
          // The photo shown and its neighbours, so that a swipe finds the next one there.
          const near = Math.abs(photoIndex - index) <= 1
          const shown = photoIndex === index
          return (
            <figure
              key={photo.url}
              data-viewer-photo={photoIndex + 1}
              aria-hidden={shown ? undefined : true}
              className={`flex size-full shrink-0 snap-center snap-always items-center justify-center overflow-hidden ${shown && zoomed ? 'touch-none' : 'touch-pan-x'}`}
              {...(shown
                ? {
                    onPointerDown,
                    onPointerMove,
                    onPointerUp: onPointerEnd,
                    onPointerCancel: onPointerEnd,
                  }
                : {})}
            >
              {near && screen ? (
                <img
                  src={imageUrl(photo.url, viewerImageWidth(photo, screen))}
                  width={photo.width}
                  height={photo.height}
                  alt={photo.alt}
                  draggable={false}
                  decoding="async"
                  style={
                    shown && zoomed
                      ? {
                          transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
                        }
                      : undefined
                  }
                  className="max-h-full max-w-full object-contain select-none"
                />
              ) : null}
            </figure>
          )
        })}
      </div>
      <p
        data-viewer-position=""
        aria-live="polite"
        aria-atomic="true"
        className="absolute top-0 left-0 p-4 text-sm tabular-nums"
      >
        {position}
      </p>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('profile.closeViewer')}
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center"
      >
        <CloseIcon />
      </button>
      <div className="absolute bottom-2 left-1/2 flex -translate-x-1/2 gap-2">
        <button
          type="button"
          onClick={() => go(-1)}
          disabled={index === 0}
          aria-label={t('profile.previous')}
          className="inline-flex size-11 items-center justify-center bg-black/60 disabled:opacity-30"
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          disabled={index === photos.length - 1}
          aria-label={t('profile.next')}
          className="inline-flex size-11 items-center justify-center bg-black/60 disabled:opacity-30"
        >
          <ChevronRightIcon />
        </button>
      </div>
    </dialog>
  )
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(reducedMotion).matches ? 'instant' : 'smooth'
}

/** A modal dialog lets Tab leave for the browser's own controls: here it goes round. */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[tabindex="0"], button:not(:disabled)'),
  ]
  if (controls.length === 0) return
  const at = controls.findIndex((control) => control === document.activeElement)
  const step = event.shiftKey ? -1 : 1
  // From outside the controls (the dialog itself), Tab takes the first and Shift+Tab the last.
  const next = at === -1 ? (event.shiftKey ? controls.length - 1 : 0) : at + step
  controls.at(next % controls.length)?.focus()
}

type Screen = { width: number; height: number; pixelRatio: number }

let screenSnapshot: Screen | null = null

/** The screen's size and density, kept as one object while they stay the same. */
function useScreen(): Screen | null {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange)
      return () => window.removeEventListener('resize', onChange)
    },
    () => {
      const now = {
        width: window.innerWidth,
        height: window.innerHeight,
        pixelRatio: window.devicePixelRatio,
      }
      if (
        screenSnapshot?.width !== now.width ||
        screenSnapshot.height !== now.height ||
        screenSnapshot.pixelRatio !== now.pixelRatio
      )
        screenSnapshot = now
      return screenSnapshot
    },
    () => null,
  )
}
