import { crc32, constants, deflateRawSync } from 'node:zlib'

/**
 * A rendered page cached for many visitors, each getting their own CSP nonce (decision 016): it
 * is kept cut at a random placeholder, as text and as gzip, and an answer is the parts put
 * together around the visitor's nonce. Each part is a raw deflate stream ended by a sync flush
 * (never final), the nonce goes between as a stored block, and the trailer's CRC-32 and length
 * are computed per answer (RFC 1951, 1952).
 */
export type PageTemplate = {
  /** The page's text between the placeholders, as bytes. */
  parts: Buffer[]
  /**
   * The same parts, deflated: all but the last end with a sync flush, the last is final. Null
   * for an answer that is not a page (a PDF, a feed): sent as it is, compressed or not by the
   * server's compression as any other answer.
   */
  deflatedParts: Buffer[] | null
  /** What the template holds in memory, for the cache's bound. */
  bytes: number
}

// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown.
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
const maxStoredBlock = 0xffff

export function pageTemplate(body: string, placeholder: string): PageTemplate {
  const parts = body.split(placeholder).map((part) => Buffer.from(part))
  const deflatedParts = parts.map((part, index) =>
    deflateRawSync(part, {
      level: 6,
      finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  )
  const bytes = [...parts, ...deflatedParts].reduce((total, part) => total + part.length, 0)
  return { parts, deflatedParts, bytes }
}

/** An answer that is not a page, cached as its bytes: it carries no nonce. */
export function bytesTemplate(body: Buffer): PageTemplate {
  return { parts: [body], deflatedParts: null, bytes: body.length }
}

/** The page as text, with `nonce` in place of every placeholder. */
export function filledPage(template: PageTemplate, nonce: string): Buffer {
  const value = Buffer.from(nonce)
  return Buffer.concat(interleave(template.parts, value))
}

/** The page gzipped, with `nonce` in place of every placeholder. */
export function filledGzipPage(template: PageTemplate, nonce: string): Buffer {
  if (!template.deflatedParts) throw new TypeError('not a page: nothing to fill')
  const value = Buffer.from(nonce)
  if (value.length > maxStoredBlock) throw new RangeError('a nonce is a few dozen bytes')
  const storedNonce = Buffer.concat([storedBlockHeader(value.length), value])
  let checksum = 0
  let length = 0
  for (const chunk of interleave(template.parts, value)) {
    // Node's crc32 forgets the running value when given no bytes.
    // An empty part adds nothing; given no bytes, Node's crc32 has been seen to lose the running
    // value (in Vitest's workers), so it is not asked.
    if (chunk.length > 0) checksum = crc32(chunk, checksum)
    length += chunk.length
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(checksum >>> 0, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  return Buffer.concat([gzipHeader, ...interleave(template.deflatedParts, storedNonce), trailer])
}

/** A non-final stored block's header, at a byte boundary: BFINAL 0, BTYPE 00, LEN, NLEN. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5)
  header.writeUInt16LE(length, 1)
  header.writeUInt16LE(~length & 0xffff, 3)
  return header
}

function interleave(parts: Buffer[], between: Buffer): Buffer[] {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [between, part]))
}
