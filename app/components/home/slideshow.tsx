import { type FocusEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '~/components/control-icons'
import { useHydrated } from '~/components/use-hydrated'
import { useMediaQuery } from '~/components/use-media-query'
import {
  desktopSlideQuery,
  hasMotion,
  type HomeSlide,
  isRotating,
  nextSlide,
  previousSlide,
  type RotationChoice,
  slideInterval,
  slideTransition,
  slideSizes,
  slideSources,
  wantsRotation,
} from '~/lib/home/home-slides'

type Shown = { index: number; previous: number | null; visited: ReadonlySet<number> }

function moveTo(current: Shown, target: number): Shown {
  if (target === current.index) return current
  return { index: target, previous: current.index, visited: new Set([...current.visited, target]) }
}

const controlClasses =
  'inline-flex size-11 items-center justify-center rounded-full bg-paper/90 text-ink shadow-sm transition-colors hover:bg-paper'

/**
 * The home's slideshow (decision 010): a slow cross-fade, looping, as the APG's auto-rotating
 * carousel (rotation button first, held on hover and keyboard focus, none under reduced motion).
 * The first slide is server-rendered and is the page's largest paint.
 */
export function Slideshow({ slides }: { slides: HomeSlide[] }) {
  const { t } = useTranslation()
  const count = slides.length
  // The slide shown, and the one it replaces: that one stays whole beneath the new one while
  // it fades in, so the cross-fade never shows the empty box between them.
  const [{ index, previous, visited }, setShown] = useState<Shown>({
    index: 0,
    previous: null,
    visited: new Set([0]),
  })
  const [choice, setChoice] = useState<RotationChoice>('auto')
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  // The server draws the first slide alone; once the page runs, the next one is drawn too,
  // ready before its turn, and the rest wait for theirs.
  const hydrated = useHydrated()
  const upcoming = nextSlide(index, count)
  const isDrawn = (position: number) => visited.has(position) || (hydrated && position === upcoming)

  const playing = wantsRotation(choice, reducedMotion)
  const rotating = isRotating({ count, choice, reducedMotion, hovered, focused })

  function show(to: (shown: number) => number) {
    setShown((current) => moveTo(current, to(current.index)))
  }

  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(
      () => setShown((current) => moveTo(current, nextSlide(current.index, count))),
      slideInterval,
    )
    return () => clearTimeout(timer)
  }, [rotating, index, count])

  function toggleRotation() {
    setChoice(playing ? 'paused' : 'playing')
    // Asking for play is asking for it now, though the focus is on the button.
    if (!playing) setFocused(false)
  }

  // Only a keyboard's focus holds the rotation: a click lands focus on a button too, and
  // the pointer over the slideshow holds it already.
  function onFocus(event: FocusEvent<HTMLElement>) {
    const fromOutside = !event.currentTarget.contains(event.relatedTarget)
    if (fromOutside && event.target.matches(':focus-visible')) setFocused(true)
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <section
      aria-roledescription={t('slides.carousel')}
      aria-label={t('slides.label')}
      data-slideshow=""
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {hasMotion(slides) ? (
        <div className="absolute right-4 bottom-4 z-10 flex gap-2 lg:right-12 lg:bottom-6">
          <button
            type="button"
            onClick={toggleRotation}
            aria-label={playing ? t('slides.pause') : t('slides.play')}
            data-slideshow-rotation=""
            className={controlClasses}
          >
            {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
          </button>
          {count > 1 ? (
            <>
              <button
                type="button"
                onClick={() => show((shown) => previousSlide(shown, count))}
                aria-label={t('slides.previous')}
                className={controlClasses}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                onClick={() => show((shown) => nextSlide(shown, count))}
                aria-label={t('slides.next')}
                className={controlClasses}
              >
                <ChevronRightIcon />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <div
        aria-live={rotating ? 'off' : 'polite'}
        className="relative aspect-[750/1334] max-h-[85svh] w-full overflow-hidden bg-neutral-100 min-[650px]:aspect-video"
      >
        {slides.map((slide, position) => {
          const active = position === index
          return (
            <div
              // The panel gives slides no ids; their order is all there is.
              key={position}
              role="group"
              aria-roledescription={t('slides.slide')}
              aria-label={t('slides.position', { index: position + 1, count })}
              aria-hidden={!active}
              inert={!active}
              data-slide={position + 1}
              data-active={active}
              style={active ? { transitionDuration: `${slideTransition}ms` } : undefined}
              className={`absolute inset-0 ${
                active
                  ? 'z-[1] opacity-100 transition-opacity ease-in-out'
                  : position === previous
                    ? 'opacity-100'
                    : 'opacity-0'
              }`}
            >
              {isDrawn(position) ? (
                <SlideMedia slide={slide} first={position === 0} playing={active && playing} />
              ) : null}
            </div>
          )
        })}
      </div>
    </section>
  )
}

function SlideMedia({
  slide,
  first,
  playing,
}: {
  slide: HomeSlide
  first: boolean
  playing: boolean
}) {
  const video = useRef<HTMLVideoElement>(null)
  const [videoFailed, setVideoFailed] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    // A play cut short by a pause rejects: that is no error.
    if (playing) element.play().catch(() => undefined)
    else element.pause()
  }, [playing])

  return (
    <>
      {slide.image ? <SlidePicture image={slide.image} first={first} /> : null}
      {slide.video && !videoFailed ? (
        // The picture beneath is the poster, in the variant the screen needs: a video
        // draws nothing until it has a frame, and nothing is fetched before it plays.
        <video
          ref={video}
          src={slide.video}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          onError={() => setVideoFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </>
  )
}

function SlidePicture({
  image,
  first,
}: {
  image: NonNullable<HomeSlide['image']>
  first: boolean
}) {
  const { desktop, mobile } = slideSources(image)
  return (
    <picture>
      <source media={desktopSlideQuery} srcSet={desktop.srcSet} sizes={slideSizes} />
      <img
        src={mobile.src}
        srcSet={mobile.srcSet}
        sizes={slideSizes}
        alt={image.alt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding={first ? undefined : 'async'}
        className="absolute inset-0 size-full object-cover"
      />
    </picture>
  )
}
