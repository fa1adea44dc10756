import { describe, expect, it } from 'vitest'
import { viewerImageWidth } from './viewer-image-width'

describe('viewerImageWidth', () => {
  const portrait = { width: 1600, height: 2400 }

  it('asks for the drawn width at the screen’s density, twice at most', () => {
    // A phone 390 px wide at 3×: drawn 390 px wide, asked at 780 → 800.
    expect(viewerImageWidth(portrait, { width: 390, height: 844, pixelRatio: 3 })).toBe(800)
    // A desktop 1440 × 900 at 1×: a portrait drawn 600 px wide (the height limits it).
    expect(viewerImageWidth(portrait, { width: 1440, height: 900, pixelRatio: 1 })).toBe(640)
  })

  it('never asks for more than the photo has', () => {
    const small = { width: 700, height: 1050 }
    expect(viewerImageWidth(small, { width: 1440, height: 2000, pixelRatio: 2 })).toBe(800)
    expect(viewerImageWidth(portrait, { width: 2560, height: 1600, pixelRatio: 2 })).toBe(1600)
  })
})
