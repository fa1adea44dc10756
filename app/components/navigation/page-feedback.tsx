import { lazy } from 'react'

// One file for all of them, fetched once the page is interactive (`AfterHydration`).
const feedback = () => import('./page-feedback-parts')

/** The bar at the top during navigations and fetcher requests. */
export const ProgressBar = lazy(() => feedback().then((parts) => ({ default: parts.ProgressBar })))

/** The overlay while a slow page, or the other language, loads; the offline notice; the toasts. */
export const PageStatus = lazy(() => feedback().then((parts) => ({ default: parts.PageStatus })))
