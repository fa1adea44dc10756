import type { Readable } from 'node:stream'
import sharp from 'sharp'
import { scoutingFiles } from '../../../contracts/fields'

/**
 * A scouting photo as the inbox shows it: a small WebP made from the stored original on each
 * view, so the staff's browser never decodes what a visitor sent, and never stored (decision 023).
 */

/** Twice the inbox's widest thumbnail column, for sharp screens. */
export const thumbnailWidth = 480

/** The photo types a thumbnail is made of; anything else has none. */
export const thumbnailSources: ReadonlySet<string> = new Set(scoutingFiles.photoTypes)

/**
 * A WebP `thumbnailWidth` wide (or the photo's own width, if smaller), turned as its EXIF says.
 * A photo over the upload's pixel limit (stored before there was one) or that cannot be decoded
 * is refused by sharp, and the promise rejects.
 */
export async function makeThumbnail(original: Readable): Promise<Buffer> {
  const thumbnail = sharp({ limitInputPixels: scoutingFiles.maxPhotoPixels, failOn: 'error' })
    .rotate()
    .resize({ width: thumbnailWidth, withoutEnlargement: true })
    .webp({ quality: 75 })
  original.on('error', (error) => thumbnail.destroy(error))
  original.pipe(thumbnail)
  return thumbnail.toBuffer()
}
