import sharp from 'sharp'
import type { DemoImage } from './demo-catalog'

export type DemoSubject = { name: string; gender: 'man' | 'woman' }

/**
 * Draws the stand-in photograph of a demo image: a backdrop whose colour belongs to the
 * talent and shifts with each photo, a silhouette (head and shoulders for portraits, a full
 * figure for landscapes), the initials, and a small caption. Everything is derived from the
 * image's path and the talent's name, so the same request always gives the same bytes.
 */
export async function renderDemoImage(image: DemoImage, subject: DemoSubject): Promise<Buffer> {
  const svg =
    image.kind === 'compo'
      ? compositeSvg(image, subject)
      : image.kind === 'snap'
        ? polaroidSvg(image, subject)
        : photoSvg(image, subject)
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

function hueOf(talentId: number) {
  // Knuth's multiplicative hash (its high bits) spreads neighbouring ids around the wheel.
  return Math.floor(((Math.imul(talentId, 2654435761) >>> 0) / 2 ** 32) * 360)
}

function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

const serif = 'DejaVu Serif, Liberation Serif, Georgia, serif'
const sans = 'DejaVu Sans, Liberation Sans, Arial, sans-serif'

function svgDocument(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

function backdrop(id: string, x: number, y: number, width: number, height: number, hue: number) {
  return `<defs>
  <linearGradient id="${id}" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 42%, 66%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 38%, 26%)"/>
  </linearGradient>
  <radialGradient id="${id}-light" cx="0.3" cy="0.22" r="0.85">
    <stop offset="0" stop-color="#fff" stop-opacity="0.4"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#${id})"/>
<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#${id}-light)"/>`
}

/** Head and shoulders, centred at `cx`, filling a frame of the given size from `top`. */
function bust(cx: number, top: number, size: number, gender: DemoSubject['gender'], fill: string) {
  const headY = top + size * 0.42
  const hair =
    gender === 'woman'
      ? `<path d="M ${cx - size * 0.17} ${headY - size * 0.05} C ${cx - size * 0.2} ${headY - size * 0.3}, ${cx + size * 0.2} ${headY - size * 0.3}, ${cx + size * 0.17} ${headY - size * 0.05} L ${cx + size * 0.2} ${headY + size * 0.3} L ${cx - size * 0.2} ${headY + size * 0.3} Z" fill-opacity="0.75"/>`
      : ''
  return `<g fill="${fill}">${hair}
  <ellipse cx="${cx}" cy="${headY}" rx="${size * 0.12}" ry="${size * 0.16}"/>
  <rect x="${cx - size * 0.05}" y="${headY + size * 0.12}" width="${size * 0.1}" height="${size * 0.14}"/>
  <path d="M ${cx - size * 0.42} ${top + size * 1.05} C ${cx - size * 0.4} ${headY + size * 0.26}, ${cx + size * 0.4} ${headY + size * 0.26}, ${cx + size * 0.42} ${top + size * 1.05} Z"/>
</g>`
}

/** A standing figure whose feet rest at `bottom`, `tall` high. */
function figure(
  cx: number,
  bottom: number,
  tall: number,
  gender: DemoSubject['gender'],
  fill: string,
) {
  const top = bottom - tall
  const unit = tall / 8
  const shoulders = gender === 'man' ? unit * 1.05 : unit * 0.85
  const hips = gender === 'man' ? unit * 0.7 : unit * 0.85
  const hair =
    gender === 'woman'
      ? `<ellipse cx="${cx}" cy="${top + unit * 0.75}" rx="${unit * 0.5}" ry="${unit * 0.85}" fill-opacity="0.75"/>`
      : ''
  return `<g fill="${fill}">${hair}
  <ellipse cx="${cx}" cy="${top + unit * 0.5}" rx="${unit * 0.38}" ry="${unit * 0.5}"/>
  <path d="M ${cx - shoulders} ${top + unit * 1.3} L ${cx + shoulders} ${top + unit * 1.3} L ${cx + hips} ${top + unit * 4} L ${cx - hips} ${top + unit * 4} Z"/>
  <path d="M ${cx - shoulders} ${top + unit * 1.35} L ${cx - shoulders - unit * 0.35} ${top + unit * 3.9} L ${cx - shoulders - unit * 0.1} ${top + unit * 3.95} L ${cx - shoulders + unit * 0.3} ${top + unit * 1.6} Z"/>
  <path d="M ${cx + shoulders} ${top + unit * 1.35} L ${cx + shoulders + unit * 0.35} ${top + unit * 3.9} L ${cx + shoulders + unit * 0.1} ${top + unit * 3.95} L ${cx + shoulders - unit * 0.3} ${top + unit * 1.6} Z"/>
  <path d="M ${cx - hips} ${top + unit * 3.95} L ${cx - unit * 0.05} ${top + unit * 3.95} L ${cx - unit * 0.2} ${bottom} L ${cx - hips * 0.8} ${bottom} Z"/>
  <path d="M ${cx + hips} ${top + unit * 3.95} L ${cx + unit * 0.05} ${top + unit * 3.95} L ${cx + unit * 0.2} ${bottom} L ${cx + hips * 0.8} ${bottom} Z"/>
</g>`
}

function caption(image: DemoImage) {
  const labels = { cover: 'COVER', cover2: 'PROFILE', web: 'WEB', book: 'BOOK', snap: 'POLAROID' }
  const label = image.kind === 'compo' ? 'COMPOSITE' : labels[image.kind]
  return image.kind === 'book' || image.kind === 'snap' ? `${label} ${image.index}` : label
}

function photoSvg(image: DemoImage, subject: DemoSubject) {
  const { width, height } = image
  const hue = (hueOf(image.talentId) + image.index * 29) % 360
  const short = Math.min(width, height)
  const silhouette = `hsl(${(hue + 40) % 360}, 35%, 12%)`
  const person =
    height >= width
      ? bust(width / 2, height - short * 1.05, short, subject.gender, silhouette)
      : // Landscapes show the whole figure, off-centre as a photographer frames it.
        figure(
          width * (image.index % 2 ? 0.34 : 0.66),
          height * 0.95,
          height * 0.85,
          subject.gender,
          silhouette,
        )
  return svgDocument(
    width,
    height,
    `${backdrop('bg', 0, 0, width, height, hue)}
${person}
<text x="${width * 0.05}" y="${height * 0.95}" font-family="${serif}" font-weight="bold" font-size="${short * 0.24}" fill="#fff" fill-opacity="0.88">${escapeXml(monogram(subject.name))}</text>
<text x="${width * 0.95}" y="${short * 0.08}" text-anchor="end" font-family="${sans}" font-size="${short * 0.035}" letter-spacing="${short * 0.004}" fill="#fff" fill-opacity="0.8">${caption(image)}</text>`,
  )
}

/** Polaroids are plain: a pale wall, the talent in dark clothes, a white frame. */
function polaroidSvg(image: DemoImage, subject: DemoSubject) {
  const { width, height } = image
  const hue = hueOf(image.talentId)
  const margin = Math.min(width, height) * 0.05
  const innerWidth = width - margin * 2
  const innerHeight = height - margin * 4
  const short = Math.min(innerWidth, innerHeight)
  const silhouette = `hsl(${hue}, 15%, ${18 + (image.index % 3) * 6}%)`
  const person =
    innerHeight >= innerWidth
      ? bust(width / 2, margin + innerHeight - short * 1.0, short, subject.gender, silhouette)
      : figure(
          width / 2,
          margin + innerHeight * 0.97,
          innerHeight * 0.9,
          subject.gender,
          silhouette,
        )
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#f7f5f0"/>
<svg x="${margin}" y="${margin}" width="${innerWidth}" height="${innerHeight}"><rect width="100%" height="100%" fill="hsl(${hue}, 12%, ${78 + (image.index % 4) * 3}%)"/></svg>
<svg x="0" y="0" width="${width}" height="${margin + innerHeight}">${person}</svg>
<text x="${width / 2}" y="${height - margin * 1.2}" text-anchor="middle" font-family="${sans}" font-size="${margin * 1.1}" fill="#333">${escapeXml(subject.name)} · ${image.index}</text>`,
  )
}

/** A composite card: four photos in a grid and the talent's name, as agencies print them. */
function compositeSvg(image: DemoImage, subject: DemoSubject) {
  const { width, height } = image
  const hue = hueOf(image.talentId)
  const gap = Math.min(width, height) * 0.02
  const footer = height * 0.12
  const cellWidth = (width - gap * 3) / 2
  const cellHeight = (height - footer - gap * 3) / 2
  const cells = [0, 1, 2, 3].map((cell) => {
    const x = gap + (cell % 2) * (cellWidth + gap)
    const y = gap + Math.floor(cell / 2) * (cellHeight + gap)
    const cellHue = (hue + cell * 29) % 360
    const short = Math.min(cellWidth, cellHeight)
    const silhouette = `hsl(${(cellHue + 40) % 360}, 35%, 12%)`
    const person =
      cell === 3
        ? figure(cellWidth / 2, cellHeight * 0.96, cellHeight * 0.9, subject.gender, silhouette)
        : bust(cellWidth / 2, cellHeight - short * 1.05, short, subject.gender, silhouette)
    return `<svg x="${x}" y="${y}" width="${cellWidth}" height="${cellHeight}">${backdrop(`c${cell}`, 0, 0, cellWidth, cellHeight, cellHue)}${person}</svg>`
  })
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#111"/>
${cells.join('\n')}
<text x="${width / 2}" y="${height - footer * 0.38}" text-anchor="middle" font-family="${serif}" font-size="${footer * 0.42}" letter-spacing="${footer * 0.04}" fill="#fff">${escapeXml(subject.name.toUpperCase())}</text>`,
  )
}

/** The first and last names' first letters, drawn on a demo photo ("Ana Souza Lima" → "AL"). */
export function monogram(name: string): string {
  const words = name.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return picked
    .map((word) => word?.[0] ?? '')
    .join('')
    .toLocaleUpperCase()
}
