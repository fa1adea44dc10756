import { optionalPart } from '~/components/optional-part'
import { LanguageSwitchCover } from './overlay-face'

/**
 * The progress bar's and the loading overlay's code, in one file: fetched when the visitor
 * first reaches for the page (`OnceNavigating`), or with the first request at the latest.
 * The page does without them if their file is gone (a deploy): a navigation still works.
 */
function loadNavigationFeedback() {
  return import('./navigation-feedback')
}

/** The bar at the top during navigations and fetcher requests. */
export const ProgressBar = optionalPart(() =>
  loadNavigationFeedback().then((module) => module.ProgressBar),
)

/** The overlay while a slow page, or the other language, loads; a switch covered at once. */
export const LoadingOverlay = optionalPart(
  () => loadNavigationFeedback().then((module) => module.LoadingOverlay),
  LanguageSwitchCover,
)

/** Fetches both ahead of the first request. */
export function preloadNavigationFeedback() {
  void ProgressBar.preload()
  void LoadingOverlay.preload()
}
