import { lazy } from 'react'

/**
 * The progress bar's and the loading overlay's code, in one file: fetched when the visitor
 * first reaches for the page (`OnceNavigating`), or with the first request at the latest.
 */
export function loadNavigationFeedback() {
  return import('./navigation-feedback')
}

/** The bar at the top during navigations and fetcher requests. */
export const ProgressBar = lazy(() =>
  loadNavigationFeedback().then((module) => ({ default: module.ProgressBar })),
)

/** The overlay while a slow page, or the other language, loads. */
export const LoadingOverlay = lazy(() =>
  loadNavigationFeedback().then((module) => ({ default: module.LoadingOverlay })),
)
