/**
 * The widths the image endpoint renders. A fixed list, not any number: every width is a file
 * in the disk cache, so a free width would let anyone fill the disk (and the CDN) with
 * one-pixel variations of the same photo.
 */
export const imageWidths = [160, 320, 480, 640, 800, 960, 1200, 1600, 1920] as const

export type ImageWidth = (typeof imageWidths)[number]

// The last of the list (a unit test holds it to that).
const largestWidth = 1920 satisfies ImageWidth

export function isAllowedWidth(width: number): width is ImageWidth {
  return imageWidths.some((allowed) => allowed === width)
}

/** The smallest allowed width that covers `width`, or the largest one. */
export function snapWidth(width: number): ImageWidth {
  return imageWidths.find((allowed) => allowed >= width) ?? largestWidth
}

/** The endpoint's URL for `src` at (at least) `width` pixels. */
export function imageUrl(src: string, width: number): string {
  return `/images?w=${snapWidth(width)}&src=${encodeURIComponent(src)}`
}

/**
 * A `srcset` for `src`. With the source's own width, it stops at the first allowed width that
 * covers it: the endpoint never enlarges, so wider candidates would be the same file again
 * under another URL, and a browser would download it twice.
 */
export function imageSrcSet(src: string, { maxWidth }: { maxWidth?: number } = {}): string {
  const known = maxWidth !== undefined && Number.isFinite(maxWidth) && maxWidth > 0
  const last = known ? imageWidths.indexOf(snapWidth(maxWidth)) : imageWidths.length - 1
  return imageWidths
    .slice(0, last + 1)
    .map((width) => `${imageUrl(src, width)} ${width}w`)
    .join(', ')
}
