import type { ReactNode } from 'react'
import type { AdminRequestContext } from '../context'
import { commonMessages } from '../messages/common'
import { CsrfField } from '../ui/form'
import { NarrowPage, type Section } from '../ui/layout'

/**
 * A deletion (or another change) that cannot be undone, asked once more on a page of its own:
 * what would go (the children), the question, and the button that posts to `action` (by default
 * `${address}/delete`), beside the way back (`address`, unless `cancel` says otherwise).
 */
export function ConfirmDeletePage({
  admin,
  section,
  words,
  question,
  address,
  action = `${address}/delete`,
  cancel = address,
  children,
}: {
  admin: AdminRequestContext
  section: Section
  words: { title: string; confirm: string }
  question: string
  address: string
  action?: string
  cancel?: string
  children?: ReactNode
}) {
  return (
    <NarrowPage admin={admin} title={words.title} section={section}>
      {children}
      <p className="confirm-question">{question}</p>
      <form method="post" action={action} className="row">
        <CsrfField admin={admin} />
        <button type="submit" className="button danger primary">
          {words.confirm}
        </button>
        <a href={cancel}>{commonMessages[admin.lang].cancel}</a>
      </form>
    </NarrowPage>
  )
}
