import type { AdminRequestContext } from '../context'
import type { StoredSubmission } from '../inbox'
import { inboxMessages } from '../messages/inbox'
import { formatDateTime } from '../ui/format'
import { ConfirmDeletePage } from './confirm-delete'
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
  return (
    <ConfirmDeletePage
      admin={admin}
      section="inbox"
      words={m}
      question={m.question(submission.kind, submission.files.length)}
      address={`${admin.base}/inbox/${submission.id}`}
    >
      <p>
        {submissionTitle(admin, submission)}
        {' · '}
        <time dateTime={submission.receivedAt.toISOString()}>
          {formatDateTime(admin.lang, submission.receivedAt)}
        </time>
      </p>
    </ConfirmDeletePage>
  )
}
