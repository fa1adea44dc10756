import type { AdminRequestContext } from '../context'
import { modelsMessages } from '../messages/models'
import { Layout } from '../ui/layout'

/**
 * The roster kept elsewhere (the agency's booking software), or no booking service known: said,
 * with nothing to edit.
 */
export function ModelsManagedElsewherePage({
  admin,
  address,
}: {
  admin: AdminRequestContext
  /** The booking software's address; none, a panel connected to no booking service. */
  address?: string
}) {
  const m = modelsMessages[admin.lang]
  return (
    <Layout admin={admin} title={m.managedTitle} section="models">
      <h1>{m.managedTitle}</h1>
      <p>{address ? m.managed(address) : m.notConnected}</p>
    </Layout>
  )
}

/** A message page of the section: the booking service did not answer. */
export function ModelsUnavailablePage({ admin }: { admin: AdminRequestContext }) {
  const m = modelsMessages[admin.lang]
  return (
    <Layout admin={admin} title={m.title} section="models">
      <h1>{m.title}</h1>
      <p className="form-error" role="alert">
        {m.unavailable}
      </p>
    </Layout>
  )
}
