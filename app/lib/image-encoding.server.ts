import sharp from 'sharp'

export type ImageFormat = 'avif' | 'webp' | 'jpeg'

// Pixels are capped as well as bytes: a small PNG can decode to gigabytes.
const maxInputPixels = 8192 * 8192

/**
 * The image at most `width` pixels wide (never enlarged) and upright, in `format`: the
 * endpoint's variants and the comp card's photographs alike. Settings chosen for a small
 * machine: AVIF's encoder at a low effort is several times faster than its default for a few
 * percent of size. sharp drops EXIF and other metadata unless asked to keep it; `rotate()`
 * first applies the EXIF orientation that is about to go (a PDF would ignore it, too).
 */
export function encodeImage(input: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer()
  if (format === 'webp') return image.webp({ quality: 75 }).toBuffer()
  // JPEG has no transparency: a PNG's transparent parts become white, not black.
  return image
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78, mozjpeg: true, progressive: true })
    .toBuffer()
}
