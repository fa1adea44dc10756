import { lazy } from 'react'

/** The bar at the top during navigations and fetcher requests. */
export const ProgressBar = lazy(() =>
  import('./progress-bar').then((module) => ({ default: module.ProgressBar })),
)

/** The overlay while a slow page, or the other language, loads. */
export const LoadingOverlay = lazy(() =>
  import('./loading-overlay').then((module) => ({ default: module.LoadingOverlay })),
)

/** The offline notice and the toasts, in one file fetched once the page is interactive. */
export const PageStatus = lazy(() =>
  import('./page-status').then((module) => ({ default: module.PageStatus })),
)
