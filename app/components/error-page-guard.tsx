import { Component, type ReactNode } from 'react'
import { errorPageFallbackText } from '~/lib/page/error-fallback'

type GuardProps = { pathname: string; children: ReactNode }

/** Catches a failure of the error page itself and shows the plain last resort. */
export class ErrorPageGuard extends Component<GuardProps, { failure: Error | null }> {
  override state = { failure: null as Error | null }

  static getDerivedStateFromError(failure: Error) {
    return { failure }
  }

  override render() {
    const { failure } = this.state
    if (!failure) return this.props.children
    const { message, home, homeHref } = errorPageFallbackText(this.props.pathname)
    return (
      <main className="mx-auto max-w-2xl px-6 py-16">
        <h1 className="text-2xl">{message}</h1>
        <pre className="mt-4 whitespace-pre-wrap text-muted">{failure.message}</pre>
        <p className="mt-6">
          <a href={homeHref} className="underline">
            {home}
          </a>
        </p>
      </main>
    )
  }
}
