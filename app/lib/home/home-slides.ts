import type { MetaDescriptor } from 'react-router'
import { imageSrcSet, imageUrl } from '../images'

/** A home slide as the page draws it: a picture, a video over its picture, or a video alone. */
export type HomeSlide = {
  /**
   * The panel's two variants (absolute URLs): the phone's portrait and the wide one; `alt` is
   * the slide's caption in the page's language, empty (a decorative picture) without one.
   */
  image: { mobile: string; desktop: string; alt: string } | null
  /** The video's URL (the slide video base + its id); its picture is the poster. */
  video: string | null
}

/** How long each slide shows, and how long the cross-fade to the next one takes (ms). */
export const slideInterval = 5000
export const slideTransition = 2500

/**
 * From this width the panel's wide variant shows, below it the phone's portrait one.
 * Tailwind reads class names literally, so the slideshow's `min-[650px]:` repeats it.
 */
export const slideBreakpointPx = 650
export const desktopSlideQuery = `(min-width: ${slideBreakpointPx}px)`
/** The phone's query: the exact complement of the wide one, so no width gets both or neither. */
export const mobileSlideQuery = `not all and ${desktopSlideQuery}`

/** The slideshow spans the page's width. */
export const slideSizes = '100vw'

// The panel does not say how large its slide images are; these are the sizes the agency's
// slides are made at (the demo's too). They only cap the srcset, since the endpoint never
// enlarges: a smaller upload costs no extra download, only a candidate that repeats a file.
const desktopSourceWidth = 1920
const mobileSourceWidth = 750

/** The `srcset` (and the fallback `src`) of each variant, through the image endpoint. */
export function slideSources(image: { mobile: string; desktop: string }) {
  return {
    desktop: { srcSet: imageSrcSet(image.desktop, { maxWidth: desktopSourceWidth }) },
    mobile: {
      srcSet: imageSrcSet(image.mobile, { maxWidth: mobileSourceWidth }),
      src: imageUrl(image.mobile, mobileSourceWidth),
    },
  }
}

/**
 * The preloads of the first slide's picture, one per variant, each under the media query
 * its `<source>` is chosen by: the browser picks from the same srcset with the same sizes,
 * so it preloads exactly the file the picture then shows, and only the one variant.
 */
export function slidePreloads(slides: readonly HomeSlide[]): MetaDescriptor[] {
  const image = slides[0]?.image
  if (!image) return []
  const sources = slideSources(image)
  const preload = (imageSrcSet: string, media: string): MetaDescriptor => ({
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    imageSrcSet,
    imageSizes: slideSizes,
    media,
    fetchPriority: 'high',
  })
  return [
    preload(sources.desktop.srcSet, desktopSlideQuery),
    preload(sources.mobile.srcSet, mobileSlideQuery),
  ]
}

/**
 * A video slide's URL: the base (`SLIDE_VIDEO_BASE`) and the panel's id, each part of the id
 * encoded so that a space or a `#` in a file name cannot break or redirect the address.
 */
export function slideVideoUrl(base: string, videoId: string): string {
  const path = videoId
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .map(encodeURIComponent)
    .join('/')
  return `${base.endsWith('/') ? base : `${base}/`}${path}`
}

export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0
}

export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0
}

/**
 * What the visitor asked of the rotation: nothing yet (`auto`), or play or pause with the
 * button. Left to itself a slideshow plays, unless the visitor prefers reduced motion.
 */
export type RotationChoice = 'auto' | 'playing' | 'paused'

export function wantsRotation(choice: RotationChoice, reducedMotion: boolean): boolean {
  return choice === 'playing' || (choice === 'auto' && !reducedMotion)
}

/** Whether the slides turn now: there is more than one, the visitor lets them, and nothing holds them. */
export function isRotating({
  count,
  choice,
  reducedMotion,
  hovered,
  focused,
}: {
  count: number
  choice: RotationChoice
  reducedMotion: boolean
  /** The pointer is over the slideshow. */
  hovered: boolean
  /** Keyboard focus came into the slideshow and has not left it. */
  focused: boolean
}): boolean {
  return count > 1 && wantsRotation(choice, reducedMotion) && !hovered && !focused
}

/** A slideshow needs a pause button when something in it moves: a rotation or a video. */
export function hasMotion(slides: readonly HomeSlide[]): boolean {
  return slides.length > 1 || slides.some((slide) => slide.video !== null)
}
