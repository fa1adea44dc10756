/** How a photo shown full screen is zoomed: scaled about its middle, then moved by x and y. */
export type Zoom = { scale: number; x: number; y: number }

type Point = { x: number; y: number }
type Box = { left: number; top: number; width: number; height: number }

export const noZoom: Zoom = { scale: 1, x: 0, y: 0 }

const doubleTapScale = 2.5
const largestScale = 4

/** Zoomed in by a double tap: the point tapped stays under the finger. */
export function zoomedAt(point: Point, box: Box): Zoom {
  const middle = middleOf(box)
  return held(
    {
      scale: doubleTapScale,
      x: (point.x - middle.x) * (1 - doubleTapScale),
      y: (point.y - middle.y) * (1 - doubleTapScale),
    },
    box,
  )
}

/**
 * The zoom after fingers moved from `from` to `to`, starting at `start`: two fingers scale it
 * by how far apart they went, the point between them staying under them; one moves it.
 */
export function pinched(start: Zoom, from: readonly Point[], to: readonly Point[], box: Box): Zoom {
  const [a, b] = from
  const [c, d] = to
  if (!a || !c) return start
  if (!b || !d) return held({ ...start, x: start.x + c.x - a.x, y: start.y + c.y - a.y }, box)
  const scale = Math.min(
    Math.max(start.scale * (distance(c, d) / Math.max(distance(a, b), 1)), 1),
    largestScale,
  )
  const middle = middleOf(box)
  const before = between(a, b)
  const after = between(c, d)
  // The photo's point that was under the fingers, from its middle, unscaled.
  const photoX = (before.x - middle.x - start.x) / start.scale
  const photoY = (before.y - middle.y - start.y) / start.scale
  return held(
    { scale, x: after.x - middle.x - photoX * scale, y: after.y - middle.y - photoY * scale },
    box,
  )
}

/** Within reach: a zoomed photo's edge never leaves the screen's, and back to whole at 1. */
function held(zoom: Zoom, box: Box): Zoom {
  if (zoom.scale <= 1.01) return noZoom
  const reachX = ((zoom.scale - 1) * box.width) / 2
  const reachY = ((zoom.scale - 1) * box.height) / 2
  return {
    scale: zoom.scale,
    // `+ 0` writes a zero as 0, never -0.
    x: Math.min(Math.max(zoom.x, -reachX), reachX) + 0,
    y: Math.min(Math.max(zoom.y, -reachY), reachY) + 0,
  }
}

const middleOf = (box: Box): Point => ({
  x: box.left + box.width / 2,
  y: box.top + box.height / 2,
})
const between = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
