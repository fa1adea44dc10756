import { type ReactNode, useCallback, useState } from 'react'
import { imageSrcSet, imageUrl } from '~/lib/images'
import { BrokenImageIcon } from './control-icons'

type ImageProps = {
  /** A media reference or an allowed absolute URL; null when the talent has no photo. */
  src: string | null
  /** The source's own size: it sets the box's ratio and caps the `srcset`. */
  width: number
  height: number
  /** How wide the image is drawn, as `sizes` says it: `(min-width: 768px) 25vw, 50vw`. */
  sizes: string
  alt: string
  /** The page's likely LCP image, one per page: fetched at once and first, before the others. */
  priority?: boolean
  /** Above the fold but not the LCP image: fetched at once, not lazily, at the usual priority. */
  eager?: boolean
  /** The box's classes (its width, rounding…); its height follows from the ratio. */
  className?: string
  /** The image's fit and position within the box; `object-cover` unless given. */
  imgClassName?: string
  /** Shown without a source or when it fails to load (an error, not an image): the initials. */
  fallback?: ReactNode
  /** Read out when the image fails to load; the alt text unless given (already translated). */
  errorLabel?: string
}

// The first candidate a browser without `srcset` support, or a crawler, takes: sharp enough
// for a card, cheap enough for a list.
const defaultWidth = 800

/**
 * The one way the site shows a photo, so that none reaches the browser straight from a
 * service: resized and re-encoded by the image endpoint, in a box of the photo's ratio so that
 * nothing shifts while it loads, on a light placeholder; when it fails, the fallback if there
 * is one (a card's initials), else a plain broken-image box.
 */
export function Image({
  src,
  width,
  height,
  sizes,
  alt,
  priority = false,
  eager = false,
  className,
  imgClassName = 'object-cover',
  fallback,
  errorLabel,
}: ImageProps) {
  // Which source failed, not whether one did: a reused component given a new photo tries it.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  // An image that failed before hydration fired its error event before React listened for it.
  const checkAlreadyFailed = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && src && image.complete && image.naturalWidth === 0) setFailedSrc(src)
    },
    [src],
  )

  const box = `relative block overflow-hidden bg-neutral-100 ${className ?? ''}`.trim()
  const ratio = { aspectRatio: `${width} / ${height}` }
  // A photo that cannot be had is, to the visitor, a photo that is not there.
  if (!src || (failedSrc === src && fallback !== undefined)) {
    return (
      <span className={box} style={ratio}>
        {fallback}
      </span>
    )
  }
  if (failedSrc === src) {
    const label = errorLabel ?? alt
    return (
      <span className={box} style={ratio}>
        <span
          className="absolute inset-0 flex items-center justify-center text-neutral-400"
          {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        >
          <BrokenImageIcon />
        </span>
      </span>
    )
  }
  return (
    <span className={box} style={ratio}>
      <img
        ref={checkAlreadyFailed}
        src={imageUrl(src, Math.min(width, defaultWidth))}
        srcSet={imageSrcSet(src, { maxWidth: width })}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        decoding="async"
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        onError={() => setFailedSrc(src)}
        className={`absolute inset-0 size-full ${imgClassName}`}
      />
    </span>
  )
}
