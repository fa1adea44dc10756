import { availableParallelism } from 'node:os'
import sharp from 'sharp'
import { concurrencyLimit } from './concurrency-limit'

export type ImageFormat = 'avif' | 'webp' | 'jpeg'

// libvips keeps recent operations, with their decoded pixels, for reuse: this endpoint never
// encodes the same variant twice (it keeps the result on disk), so the cache only holds memory.
sharp.cache(false)

// Pixels are capped as well as bytes: a small PNG can decode to gigabytes.
const maxInputPixels = 8192 * 8192

/**
 * The image at most `width` pixels wide (never enlarged) and upright, in `format`. AVIF at a low
 * effort: several times faster for a few percent of size on a small machine. sharp drops EXIF,
 * so `rotate()` first applies the orientation about to go.
 */
export function encodeImage(input: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  return oneCoreEach(() => encode(input, width, format))
}

// As many encodes at once as there are cores: more finish no sooner, and each holds a decoded
// photograph (tens of MB) that the allocator seldom gives back once the peak has passed.
const oneCoreEach = concurrencyLimit(availableParallelism())

function encode(input: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
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
