import { createHash } from 'node:crypto'
import sharp from 'sharp'

/** Files as a browser picks them: a name, a declared type, and bytes. */
export type PickedFile = { name: string; mimeType: string; buffer: Buffer }

export async function jpeg(name: string, seed = 0): Promise<PickedFile> {
  const buffer = await sharp({
    create: {
      width: 60,
      height: 80,
      channels: 3,
      background: { r: 40 + seed * 20, g: 90, b: 120 },
    },
  })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

export async function png(name: string): Promise<PickedFile> {
  const buffer = await sharp({
    create: { width: 80, height: 60, channels: 4, background: { r: 200, g: 40, b: 60, alpha: 1 } },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/**
 * A photo as a phone's camera takes it: 3024 × 4032 pixels of grain, a few megabytes, which
 * the form shows and sends like any other.
 */
export async function cameraJpeg(name: string): Promise<PickedFile> {
  const buffer = await sharp({
    create: {
      width: 3024,
      height: 4032,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** An MP4 as its bytes show it: an `ftyp` box, then data. */
export function mp4(name: string, size = 64 * 1024): PickedFile {
  const buffer = Buffer.alloc(size, 7)
  Buffer.from([0, 0, 0, 0x18]).copy(buffer, 0)
  Buffer.from('ftypmp42', 'latin1').copy(buffer, 4)
  Buffer.from([0, 0, 0, 0]).copy(buffer, 12)
  Buffer.from('mp42isom', 'latin1').copy(buffer, 16)
  return { name, mimeType: 'video/mp4', buffer }
}

/** A Windows program given a photo's name: the browser believes the name, the server reads the bytes. */
export function executableNamedJpeg(name: string): PickedFile {
  const buffer = Buffer.alloc(4096, 0)
  Buffer.from('MZ', 'latin1').copy(buffer, 0)
  buffer.writeUInt32LE(0x80, 0x3c)
  Buffer.from('PE\0\0', 'latin1').copy(buffer, 0x80)
  return { name, mimeType: 'image/jpeg', buffer }
}

/** A JPEG padded past the 10 MB a photo may weigh. */
export async function largeJpeg(name: string, bytes: number): Promise<PickedFile> {
  const { buffer } = await jpeg(name)
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([buffer, Buffer.alloc(bytes - buffer.length)]),
  }
}

export function sha256(buffer: Buffer) {
  return createHash('sha256').update(buffer).digest('hex')
}
