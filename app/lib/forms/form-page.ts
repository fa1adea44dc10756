import type { HeadersArgs, ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * What every page with a form to the agency exports beside its loader and action: a refused
 * post's `Retry-After` goes out with the page that says so, and sending the form changes
 * nothing the page loaded, so it is not loaded again.
 */
export function formPageHeaders({ actionHeaders }: Pick<HeadersArgs, 'actionHeaders'>) {
  return actionHeaders
}

export function keepLoadedDataOnPost({
  formMethod,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'formMethod' | 'defaultShouldRevalidate'>) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate
}

/**
 * For a page whose loading is counted (a package's, decision 028): a refused post stays on the
 * page and loads nothing again, while one that went is redirected elsewhere (its thanks), which
 * is loaded.
 */
export function loadOnlyWherePostLeads({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: Pick<
  ShouldRevalidateFunctionArgs,
  'currentUrl' | 'nextUrl' | 'formMethod' | 'defaultShouldRevalidate'
>) {
  return formMethod === 'POST' ? currentUrl.href !== nextUrl.href : defaultShouldRevalidate
}
