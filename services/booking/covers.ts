import type { GalleryItem } from './db/schema'
import { parseDemoImagePath } from './demo-catalog'

/**
 * A talent's covers as the site and the back office show them: the photo the agency chose, else
 * one of her portfolio, so that a model with photos never shows as initials on the boards.
 */

export type PhotoSize = { width: number; height: number }

/** A cover and why it is the cover: the agency chose it, or it is the portfolio's stand-in. */
export type Cover = { file: string; size: PhotoSize | null; chosen: boolean }

type CoverColumns = { cover: string | null; coverWeb: string | null }

/** No file, or the booking software's empty file name (`media/4182/.jpg`): no cover at all. */
export function namesAPhoto(file: string | null | undefined): file is string {
  return typeof file === 'string' && file.trim() !== '' && !/(^|\/)\.[a-z0-9]+$/i.test(file.trim())
}

/**
 * The size of a file a record names: that of the gallery photo with the same file (a cover is
 * chosen among her photos), else what a demo image's path says; null when nothing says it.
 */
export function sizeOf(file: string | null, photos: readonly GalleryItem[]): PhotoSize | null {
  if (!namesAPhoto(file)) return null
  const photo = photos.find((item) => item.file === file && item.width > 0 && item.height > 0)
  if (photo) return { width: photo.width, height: photo.height }
  const demo = parseDemoImagePath(file)
  return demo ? { width: demo.width, height: demo.height } : null
}

/**
 * The cover and the web cover (the card's hover image). Until the agency chooses them, her first
 * portfolio photo is the cover and the next one the web cover (the first that is not the cover).
 * `portfolio` may be only its first two photos (a roster's list leaves the rest out); `photos`,
 * every photo she has, for the sizes.
 */
export function coversOf(
  talent: CoverColumns,
  portfolio: readonly GalleryItem[],
  photos: readonly GalleryItem[] = portfolio,
): { cover: Cover | null; coverWeb: Cover | null } {
  const chosen = (file: string | null): Cover | null =>
    namesAPhoto(file) ? { file, size: sizeOf(file, photos), chosen: true } : null
  const standIn = (item: GalleryItem | undefined): Cover | null =>
    item
      ? { file: item.file, size: { width: item.width, height: item.height }, chosen: false }
      : null
  const cover = chosen(talent.cover) ?? standIn(portfolio[0])
  const coverWeb =
    chosen(talent.coverWeb) ?? standIn(portfolio.find((item) => item.file !== cover?.file))
  return { cover, coverWeb }
}
