import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '~/i18n/translation'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/control-icons'
import { Image } from '~/components/image'
import { optionalPart } from '~/components/optional-part'
import { useMediaQuery } from '~/components/use-media-query'
import { desktopBreakpointPx } from '~/config/business'
import { gallerySlides } from '~/lib/profile/gallery-slides'
import { imageUrl } from '~/lib/images'
import { openPhotoOf, photoAddress, withoutPhoto } from '~/lib/profile/photo-address'
import type { GalleryImage } from '~/lib/profile/profile-sections'

/** A photo of unknown size is taken for the trade's usual 2:3 portrait. */
const assumedSize = { width: 1600, height: 2400 }

const desktopQuery = `(min-width: ${desktopBreakpointPx}px)`

const carouselOptions = {
  loop: false,
  align: 'center',
  // Embla's duration is not in milliseconds; 40 is about one second.
  duration: 40,
} satisfies EmblaOptionsType

type Move = 'previous' | 'next'

// The full-screen viewer's code comes when a photo is reached for (issue 40), not with the page.
const PhotoViewer = optionalPart(() =>
  import('~/components/profile/photo-viewer').then((module) => module.PhotoViewer),
)
const preloadViewer = () => void PhotoViewer.preload()
// Without script, a photo opens as the largest image the endpoint makes of it.
const largePhotoWidth = 1920

/**
 * A profile's gallery: one markup for both layouts, CSS choosing which level is the slide, so
 * the server's HTML is right before any script (decision 006). The carousel comes on intent.
 */
export function Gallery({
  images,
  name,
  section,
  sectionKey,
  leading = true,
}: {
  images: readonly GalleryImage[]
  /** The model's name and the section's, for the carousel's and the photos' names. */
  name: string
  section: string
  /** The section as the address names it (`?section=polaroids&photo=3`). */
  sectionKey: string
  /** The page's first gallery, whose first photo opens the page (a book may have several). */
  leading?: boolean
}) {
  const { t } = useTranslation()
  const label = t('profile.gallery', { section, name })
  const desktop = useMediaQuery(desktopQuery)
  const groups = gallerySlides(images.map((image, index) => ({ ...image, number: index + 1 })))
  const root = useRef<HTMLElement>(null)
  const [selected, setSelected] = useState(0)
  const [viewportRef, embla, wantCarousel] = useCarousel(
    desktop ? '[data-gallery-slide]' : '[data-gallery-photo]',
    setSelected,
  )
  const slideCount = desktop ? groups.length : images.length
  // A move asked for before the carousel runs, made when it does.
  const pendingMove = useRef<Move | null>(null)
  const viewer = usePhotoViewer(root, sectionKey, leading, images.length)

  function move(direction: Move) {
    if (!embla) {
      pendingMove.current = direction
      wantCarousel()
    } else if (direction === 'previous') embla.scrollPrev()
    else embla.scrollNext()
  }
  const onArrowKey = useEffectEvent(move)

  useEffect(() => {
    if (!embla) return
    // A visitor who swiped the native track before the carousel ran stays on that photo.
    const viewport = embla.rootNode()
    if (viewport.scrollLeft > 0) {
      const slide = Math.round(viewport.scrollLeft / viewport.clientWidth)
      viewport.scrollLeft = 0
      embla.scrollTo(slide, true)
    }
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    embla.on('select', onSelect).on('reInit', onSelect)
    onSelect()
    if (pendingMove.current === 'previous') embla.scrollPrev()
    else if (pendingMove.current === 'next') embla.scrollNext()
    pendingMove.current = null
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  // Arrow keys move the gallery while the focus is in it, or nowhere in particular (the
  // page itself): the profile is mostly its gallery. In a field, arrows keep their meaning.
  // A page of several galleries (a book within a package) gives the free arrows to its first.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      const focus = document.activeElement
      // The photos full screen take the arrows while they are open.
      if (focus?.closest('dialog')) return
      const free = !focus || focus === document.body || focus.id === 'main'
      const first = document.querySelector('[data-gallery]') === root.current
      if (!(free && first) && !root.current?.contains(focus)) return
      if (event.key === 'ArrowLeft') onArrowKey('previous')
      else if (event.key === 'ArrowRight') onArrowKey('next')
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const current = Math.min(selected, slideCount - 1) + 1

  return (
    <section
      ref={root}
      data-gallery=""
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      // A mouse over the gallery or the focus in it: the carousel will be wanted. A finger is
      // left to the native track, one photo a swipe.
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') wantCarousel()
      }}
      onFocus={wantCarousel}
    >
      {/* Until the carousel runs (or without JavaScript) the track scrolls and snaps natively. */}
      <div
        ref={viewportRef}
        data-gallery-viewport=""
        // Scrolled natively, the track takes the focus so the keyboard can scroll it too.
        tabIndex={embla ? undefined : 0}
        className={embla ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}
      >
        <div
          // The carousel takes horizontal drags itself; before it, the track pans natively.
          className={`flex ${embla ? 'touch-pan-y' : ''} items-start lg:h-[min(78vh,56rem)] lg:items-stretch`}
        >
          {groups.map((group, groupIndex) => (
            <div
              key={group.map((image) => image.url).join(' ')}
              data-gallery-slide=""
              className="contents lg:flex lg:shrink-0 lg:grow-0 lg:basis-full lg:justify-center lg:gap-3"
            >
              {group.map((image) => {
                const size =
                  image.width && image.height
                    ? { width: image.width, height: image.height }
                    : assumedSize
                const landscape = size.width >= size.height
                const alt = image.alt || t('profile.photo', { name, section, index: image.number })
                return (
                  <figure
                    key={image.url}
                    data-gallery-photo=""
                    aria-roledescription={t('profile.slide')}
                    aria-label={t('profile.slideLabel', {
                      current: image.number,
                      total: images.length,
                    })}
                    className="relative flex aspect-[2/3] shrink-0 grow-0 basis-full snap-center snap-always items-center justify-center lg:aspect-auto lg:h-full lg:basis-auto"
                  >
                    {/* Over the photo, not around it, so the tuned layout of decision 006 stays.
                        A tap before the script is held and made again (decision 021). */}
                    <a
                      href={imageUrl(image.url, largePhotoWidth)}
                      data-script-control=""
                      data-gallery-open={image.number}
                      aria-label={t('profile.openPhoto', { index: image.number })}
                      draggable={false}
                      onClick={(event) => {
                        // A new tab, a download: the browser's, to the large image.
                        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                          return
                        event.preventDefault()
                        viewer.open(image.number, event.currentTarget)
                      }}
                      onPointerEnter={preloadViewer}
                      onTouchStart={preloadViewer}
                      onFocus={preloadViewer}
                      className="absolute inset-0 z-[1] cursor-zoom-in"
                    />
                    <Image
                      src={image.url}
                      width={size.width}
                      height={size.height}
                      sizes={
                        landscape
                          ? `(min-width: ${desktopBreakpointPx}px) 80vw, 100vw`
                          : `(min-width: ${desktopBreakpointPx}px) 36vw, 100vw`
                      }
                      alt={alt}
                      errorLabel={t('profile.photoError')}
                      // The first photo opens the profile; its desktop pair loads at once too.
                      priority={leading && image.number === 1}
                      eager={leading && groupIndex === 0}
                      className={`max-h-full ${landscape ? 'w-full' : 'h-full'} lg:h-full lg:w-auto lg:max-w-full`}
                      imgClassName="object-contain"
                    />
                  </figure>
                )
              })}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between gap-4">
        <p className="text-sm text-muted tabular-nums" aria-live="polite" aria-atomic="true">
          <span data-gallery-position="">
            {current} / {slideCount}
          </span>
        </p>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => move('previous')}
            disabled={current === 1}
            aria-label={t('profile.previous')}
            className="inline-flex size-11 items-center justify-center disabled:opacity-30"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => move('next')}
            disabled={current === slideCount}
            aria-label={t('profile.next')}
            className="inline-flex size-11 items-center justify-center disabled:opacity-30"
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      {viewer.number === null ? null : (
        <PhotoViewer
          photos={images.map((image, index) => ({
            url: image.url,
            ...(image.width && image.height
              ? { width: image.width, height: image.height }
              : assumedSize),
            alt: image.alt || t('profile.photo', { name, section, index: index + 1 }),
          }))}
          number={viewer.number}
          label={t('profile.viewer', { section, name })}
          section={section}
          onMove={viewer.move}
          onClose={viewer.close}
        />
      )}
    </section>
  )
}

/**
 * The photo open full screen, named by the address (`?section=…&photo=7`), so it can be sent
 * and reloaded: opening it adds a step to the history, which Back takes away; moving replaces
 * it. On closing, the focus goes back to the photo that opened it (opened by the address, to
 * the photo last shown).
 */
function usePhotoViewer(
  root: React.RefObject<HTMLElement | null>,
  section: string,
  leading: boolean,
  count: number,
) {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const number = openPhotoOf(searchParams, { section, leading, count })
  const opener = useRef<HTMLElement | null>(null)
  // Opened here, the step before is this page without the photo: closing goes back to it.
  const openedHere = useRef(false)
  const lastShown = useRef<number | null>(null)

  useEffect(() => {
    if (number !== null) {
      lastShown.current = number
      return
    }
    if (lastShown.current === null) return
    const photo =
      opener.current ??
      root.current?.querySelector<HTMLElement>(`[data-gallery-open="${lastShown.current}"]`)
    lastShown.current = null
    openedHere.current = false
    opener.current = null
    // Not scrolled to: moving the page or the track would move what the visitor left.
    if (photo?.isConnected) photo.focus({ preventScroll: true })
  }, [number, root])

  const open = (photo: number, link: HTMLElement) => {
    opener.current = link
    openedHere.current = true
    void navigate(photoAddress(searchParams, section, photo), { preventScrollReset: true })
  }
  const move = useCallback(
    (photo: number) =>
      void navigate(photoAddress(searchParams, section, photo), {
        replace: true,
        preventScrollReset: true,
      }),
    [navigate, searchParams, section],
  )
  const close = useCallback(() => {
    if (openedHere.current) {
      openedHere.current = false
      void navigate(-1)
    } else {
      void navigate(withoutPhoto(searchParams), { replace: true, preventScrollReset: true })
    }
  }, [navigate, searchParams])
  return { number, open, move, close }
}

/**
 * Embla on the viewport the returned ref is given, `slides` telling which elements move. Its
 * code (7 KB gzipped) is fetched once wanted (decision 021's amendment); until then the track
 * scrolls natively and `onNativeSlide` hears which slide a scroll stopped on.
 */
function useCarousel(slides: string, onNativeSlide: (index: number) => void) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  // Wanted once (before the viewport was there, or by a carousel since destroyed): it stays so.
  const wanted = useRef(false)
  // Starts the carousel on the viewport of the moment; null while there is none.
  const start = useRef<(() => void) | null>(null)
  const want = useCallback(() => {
    wanted.current = true
    start.current?.()
  }, [])
  // The selector the carousel was last given: it may change while the code is on its way.
  const appliedSlides = useRef(slides)
  const nativeSlide = useEffectEvent(() => {
    if (viewport) onNativeSlide(nearestSlide(viewport, appliedSlides.current))
  })

  useEffect(() => {
    if (!viewport) return
    let carousel: EmblaCarouselType | undefined
    let begun = false
    let gone = false
    const begin = () => {
      if (begun) return
      begun = true
      wanted.current = true
      import('embla-carousel')
        .then(({ default: createCarousel }) => {
          if (gone) return
          carousel = createCarousel(viewport, { ...carouselOptions, slides: appliedSlides.current })
          setEmbla(carousel)
        })
        // Without its code (a deploy replaced it) the track goes on scrolling natively.
        .catch(() => undefined)
    }
    start.current = begin
    if (wanted.current) begin()
    return () => {
      gone = true
      start.current = null
      carousel?.destroy()
      setEmbla(undefined)
    }
  }, [viewport])

  // The native track's position, from where it is now (a swipe may have come before the
  // script) and from wherever a scroll stops.
  useEffect(() => {
    if (!viewport || embla) return
    const frame = requestAnimationFrame(nativeSlide)
    viewport.addEventListener('scrollend', nativeSlide)
    return () => {
      cancelAnimationFrame(frame)
      viewport.removeEventListener('scrollend', nativeSlide)
    }
  }, [viewport, embla])

  useEffect(() => {
    if (appliedSlides.current === slides) return
    appliedSlides.current = slides
    embla?.reInit({ ...carouselOptions, slides })
  }, [embla, slides])

  return [setViewport, embla, want] as const
}

/** The slide whose middle is nearest the viewport's. */
function nearestSlide(viewport: HTMLElement, slides: string): number {
  const frame = viewport.getBoundingClientRect()
  const middle = frame.left + frame.width / 2
  let nearest = 0
  let distance = Number.POSITIVE_INFINITY
  viewport.querySelectorAll(slides).forEach((slide, index) => {
    const box = slide.getBoundingClientRect()
    const away = Math.abs(box.left + box.width / 2 - middle)
    if (away < distance) [nearest, distance] = [index, away]
  })
  return nearest
}
