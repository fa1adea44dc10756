import type { Readable } from 'node:stream'
import sharp from 'sharp'
import { photoRules, type ThumbnailKind, thumbnails } from '../../contracts/booking-admin'

/** Twice the size shown: sharp on a high-density screen, and no more. */
const density = 2

/**
 * A back-office thumbnail of a photo (`contracts/booking-admin.ts`), turned as its EXIF says,
 * never enlarged: WebP for a browser that takes it, else JPEG. Made on each request and kept by
 * the browser (media never change under a path), so no copy outlives a deleted photo.
 */
export async function makeThumbnail(
  source: Readable | Buffer,
  kind: ThumbnailKind,
  format: 'webp' | 'jpeg',
): Promise<Buffer> {
  const { shown, fit } = thumbnails[kind]
  const image = sharp({ limitInputPixels: photoRules.maxPixels, failOn: 'error' })
    .rotate()
    .resize({
      width: shown.width * density,
      height: shown.height * density,
      fit,
      withoutEnlargement: true,
    })
  const encoded =
    format === 'webp'
      ? image.webp({ quality: 70 })
      : image.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true })
  if (Buffer.isBuffer(source)) encoded.end(source)
  else {
    source.on('error', (error) => encoded.destroy(error))
    source.pipe(encoded)
  }
  return encoded.toBuffer()
}
