import { type ImageWidth, snapWidth } from '../images'

/**
 * The width to ask the image endpoint for a photo drawn whole on a screen: its drawn width at
 * the screen's pixel density, two at most (sharper is not seen, only paid for), never more
 * than the photo has (the endpoint does not enlarge).
 */
export function viewerImageWidth(
  photo: { width: number; height: number },
  screen: { width: number; height: number; pixelRatio: number },
): ImageWidth {
  const drawn = Math.min(screen.width, (screen.height * photo.width) / photo.height)
  const density = Math.min(Math.max(screen.pixelRatio, 1), 2)
  return snapWidth(Math.min(drawn * density, photo.width))
}
