type Sized = { width: number | null; height: number | null }

// An image of unknown size is taken for a portrait: most of a book is, and a pair is the
// safer guess on a wide screen.
function isPortrait({ width, height }: Sized): boolean {
  return width === null || height === null || height > width
}

/**
 * The desktop gallery's slides: portraits side by side in pairs, in order, and a landscape
 * (square included) alone. A portrait with no portrait after it stands alone.
 */
export function gallerySlides<T extends Sized>(items: readonly T[]): T[][] {
  const slides: T[][] = []
  let waiting: T | null = null
  for (const item of items) {
    if (isPortrait(item)) {
      if (waiting === null) {
        waiting = item
      } else {
        slides.push([waiting, item])
        waiting = null
      }
      continue
    }
    if (waiting !== null) slides.push([waiting])
    waiting = null
    slides.push([item])
  }
  if (waiting !== null) slides.push([waiting])
  return slides
}
