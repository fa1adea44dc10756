import type { TalentRecord } from '../../../../contracts/booking-admin'
import type { AdminRequestContext } from '../context'
import { modelsMessages } from '../messages/models'
import { ConfirmDeletePage } from './confirm-delete'

/** Deleting a model takes her, her photos and videos off the site: asked once more. */
export function DeleteModelPage({
  admin,
  record,
}: {
  admin: AdminRequestContext
  record: TalentRecord
}) {
  const m = modelsMessages[admin.lang].remove
  return (
    <ConfirmDeletePage
      admin={admin}
      section="models"
      words={m}
      question={m.question}
      address={`${admin.base}/models/${record.id}`}
    >
      <p>{record.name}</p>
    </ConfirmDeletePage>
  )
}
