/** The progress bar and the loading overlay: one file, fetched once for both (see `page-feedback`). */
export { LoadingOverlay } from './loading-overlay'
export { ProgressBar } from './progress-bar'
