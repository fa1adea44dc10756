import sharp from 'sharp'
import type { CompCardImage } from './comp-card-pdf.server'
import { encodeImage } from '../image-encoding.server'

type LoadOptions = {
  timeoutMs?: number
  maxWidth?: number
  logger?: { warn: (obj: object, msg: string) => void }
}

/**
 * Fetches the photographs for a comp card, in parallel, as JPEGs no wider than `maxWidth`
 * (900 px prints sharp at the card's size and keeps the PDF small). A photograph that cannot
 * be had is logged and left out: a card with three images beats no card.
 */
export async function loadCompCardImages(
  urls: string[],
  { timeoutMs = 10_000, maxWidth = 900, logger }: LoadOptions = {},
): Promise<CompCardImage[]> {
  const results = await Promise.allSettled(
    urls.map((url) => loadImage(url, { timeoutMs, maxWidth })),
  )
  return results.flatMap((result, index) => {
    if (result.status === 'fulfilled') return [result.value]
    logger?.warn({ err: result.reason, url: urls[index] }, 'left a comp card image out')
    return []
  })
}

async function loadImage(
  url: string,
  options: { timeoutMs: number; maxWidth: number },
): Promise<CompCardImage> {
  // The signal also bounds reading the body, not only waiting for the headers.
  const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const input = Buffer.from(await response.arrayBuffer())
  // The image endpoint's JPEG: upright, as the PDF ignores EXIF, and white where it was clear.
  const data = await encodeImage(input, options.maxWidth, 'jpeg')
  const { width, height } = await sharp(data).metadata()
  return { data, width, height }
}
