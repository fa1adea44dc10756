import { useLocation } from 'react-router'
import { overlayCovers } from './feedback-store'
import { OverlayFace } from './overlay-face'
import { useNavigationFeedback } from './use-navigation-feedback'

/**
 * The full-screen overlay while a route change loads: after the progress bar's throttle, so
 * that quick navigations do not flash; at once when the language is switched, as the whole
 * page is about to change words, and for at least 600 ms then, however soon the page comes.
 * It goes in the very render that shows the new page: `useLocation()` is the location of the
 * page on screen, which React changes only when it draws that page.
 */
export function LoadingOverlay() {
  const { pageChange } = useNavigationFeedback()
  const shown = useLocation()

  return overlayCovers(pageChange, shown.key) ? <OverlayFace /> : null
}
