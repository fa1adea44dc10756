import zlib from 'node:zlib'

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A PNG of a few hundred bytes whose header declares `width` × `height` pixels of RGB: what a
 * reader that decodes it would have to hold (20000 × 20000 is 1.2 GB). Its pixel data is cut
 * short, as an attacker's would be: only the header is meant to be read.
 */
export function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // RGB
  const firstRows = zlib.deflateSync(Buffer.alloc((1 + width * 3) * 8))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', firstRows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
