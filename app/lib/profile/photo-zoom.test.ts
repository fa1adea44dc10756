import { describe, expect, it } from 'vitest'
import { noZoom, pinched, zoomedAt } from './photo-zoom'

const box = { left: 0, top: 0, width: 400, height: 800 }

describe('zoomedAt', () => {
  it('keeps the point tapped under the finger', () => {
    const zoom = zoomedAt({ x: 300, y: 400 }, box)
    expect(zoom.scale).toBe(2.5)
    // The point 100 px right of the middle is drawn 250 px right of it, moved back by 150.
    expect(zoom).toEqual({ scale: 2.5, x: -150, y: 0 })
  })

  it('never moves an edge of the photo inside the screen', () => {
    const zoom = zoomedAt({ x: 0, y: 0 }, box)
    expect(zoom.x).toBe(300)
    expect(zoom.y).toBe(600)
  })
})

describe('pinched', () => {
  it('scales by how far the fingers went apart, up to four times', () => {
    const from = [
      { x: 150, y: 400 },
      { x: 250, y: 400 },
    ]
    expect(
      pinched(
        noZoom,
        from,
        [
          { x: 100, y: 400 },
          { x: 300, y: 400 },
        ],
        box,
      ),
    ).toEqual({ scale: 2, x: 0, y: 0 })
    expect(
      pinched(
        noZoom,
        from,
        [
          { x: 0, y: 400 },
          { x: 400, y: 400 },
        ],
        box,
      ).scale,
    ).toBe(4)
  })

  it('comes back to the whole photo when pinched below it', () => {
    const zoom = { scale: 2, x: 40, y: 0 }
    const from = [
      { x: 100, y: 400 },
      { x: 300, y: 400 },
    ]
    const to = [
      { x: 180, y: 400 },
      { x: 220, y: 400 },
    ]
    expect(pinched(zoom, from, to, box)).toEqual(noZoom)
  })

  it('moves a zoomed photo with one finger, as far as its edge', () => {
    const zoom = { scale: 2, x: 0, y: 0 }
    expect(pinched(zoom, [{ x: 200, y: 400 }], [{ x: 250, y: 380 }], box)).toEqual({
      scale: 2,
      x: 50,
      y: -20,
    })
    expect(pinched(zoom, [{ x: 200, y: 400 }], [{ x: 900, y: 400 }], box).x).toBe(200)
  })
})
