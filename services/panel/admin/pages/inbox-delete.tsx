import type { AdminRequestContext } from '../context'
import type { StoredSubmission } from '../inbox'
import { commonMessages } from '../messages/common'
import { inboxMessages } from '../messages/inbox'
import { CsrfField } from '../ui/form'
import { formatDateTime } from '../ui/format'
import { Layout } from '../ui/layout'
import { submissionTitle } from './inbox-submission'

/** Deleting a submission and its files cannot be undone: it is asked once more, on its own page. */
export function DeleteSubmissionPage({
  admin,
  submission,
}: {
  admin: AdminRequestContext
  submission: StoredSubmission
}) {
  const m = inboxMessages[admin.lang].remove
  const address = `${admin.base}/inbox/${submission.id}`
  return (
    <Layout admin={admin} title={m.title} section="inbox">
      <div className="narrow">
        <h1>{m.title}</h1>
        <p>
          {submissionTitle(admin, submission)}
          {' · '}
          <time dateTime={submission.receivedAt.toISOString()}>
            {formatDateTime(admin.lang, submission.receivedAt)}
          </time>
        </p>
        <p className="confirm-question">{m.question(submission.kind, submission.files.length)}</p>
        <form method="post" action={`${address}/delete`} className="row">
          <CsrfField admin={admin} />
          <button type="submit" className="button danger primary">
            {m.confirm}
          </button>
          <a href={address}>{commonMessages[admin.lang].cancel}</a>
        </form>
      </div>
    </Layout>
  )
}
