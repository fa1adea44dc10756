import type { ReactNode } from 'react'
import { type AdminRequestContext, languageHref } from '../context'
import { adminLocales, commonMessages } from '../messages/common'
import { type Area, mayUse } from '../roles'
import { CsrfField } from './form'

// The navigation, in its order: the areas a page of their own heads (roles.ts names them all).
const sections = [
  'inbox',
  'models',
  'packages',
  'news',
  'slides',
  'links',
  'audit',
  'accounts',
  'backups',
  'account',
] as const satisfies readonly Area[]

export type Section = (typeof sections)[number]

type LayoutProps = {
  admin: AdminRequestContext
  title: string
  section?: Section
  /** A line confirming what was just done, announced politely. */
  notice?: string
  children: ReactNode
}

/** Every back-office page: the head, the navigation once signed in, and a notice if any. */
export function Layout({ admin, title, section, notice, children }: LayoutProps) {
  const m = commonMessages[admin.lang]
  const signedIn = admin.session?.stage === 'signed-in'
  // Only the sections the account's role includes (the server refuses the others).
  const role = admin.session?.account.role ?? 'content'
  const other = admin.lang === 'pt' ? 'en' : 'pt'
  return (
    <html lang={adminLocales[admin.lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${m.brand}`}</title>
        <link rel="stylesheet" href={`${admin.base}/assets/admin.css`} />
        <link rel="icon" href="data:," />
      </head>
      <body>
        <a className="skip-link" href="#content">
          {m.skipToContent}
        </a>
        <header className="top">
          <a className="brand" href={signedIn ? `${admin.base}/` : `${admin.base}/sign-in`}>
            {m.brand}
          </a>
          <div className="top-actions">
            <a
              href={languageHref(admin.url, other)}
              hrefLang={adminLocales[other]}
              lang={adminLocales[other]}
            >
              <span aria-hidden="true">{m.languageSwitch}</span>
              <span className="visually-hidden">{m.languageSwitchLabel}</span>
            </a>
            {signedIn ? (
              <form method="post" action={`${admin.base}/sign-out`}>
                <CsrfField admin={admin} />
                <button type="submit" className="link-button">
                  {m.signOut}
                </button>
              </form>
            ) : null}
          </div>
        </header>
        {signedIn ? (
          <nav className="sections" aria-label={m.mainNavigation}>
            <ul>
              {sections
                .filter((name) => mayUse(role, name))
                .map((name) => (
                  <li key={name}>
                    <a
                      href={`${admin.base}/${name}`}
                      aria-current={name === section ? 'page' : undefined}
                    >
                      {m.nav[name]}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
        <main id="content" tabIndex={-1}>
          <div role="status" className={notice ? 'notice' : 'visually-hidden'}>
            {notice}
          </div>
          {children}
        </main>
      </body>
    </html>
  )
}

/** A page of one short column under its heading: signing in, a message, a confirmation. */
export function NarrowPage({ title, children, ...layout }: LayoutProps) {
  return (
    <Layout {...layout} title={title}>
      <div className="narrow">
        <h1>{title}</h1>
        {children}
      </div>
    </Layout>
  )
}
