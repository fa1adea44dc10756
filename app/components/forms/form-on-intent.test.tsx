// @vitest-environment jsdom
import { act, type FormEvent, Suspense } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, test, vi } from 'vitest'
import { markPageInteractive } from '~/components/layout/page-content'
import { useHydrated } from '~/components/use-hydrated'
import { formOnIntent } from './form-on-intent'

function TestForm({ onSend }: { onSend: () => void }) {
  const hydrated = useHydrated()
  return (
    <form
      data-live={hydrated ? 'true' : undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        onSend()
      }}
    >
      <input name="name" defaultValue="" />
      <button type="submit">Send</button>
    </form>
  )
}

/** The page as the server sent it, with the form inside the island's wrapper, then hydrated. */
async function hydrated(onSend: () => void) {
  const load = vi.fn(() => Promise.resolve(TestForm))
  const Form = formOnIntent(load)
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <div className="contents">
      <Suspense>
        <TestForm onSend={onSend} />
      </Suspense>
    </div>,
  )
  document.body.append(container)
  const router = createMemoryRouter([{ path: '/', element: <Form onSend={onSend} /> }])
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={router} />)
  })
  const form = container.querySelector('form')
  if (!form) throw new Error(`no form: ${container.innerHTML}`)
  return { load, form, input: container.querySelector('input'), router }
}

test('the form keeps its server HTML, unloaded, until the visitor turns to it', async () => {
  const { load, form, input } = await hydrated(() => undefined)
  expect(load).not.toHaveBeenCalled()
  expect(form.dataset.live).toBeUndefined()
  if (input) input.value = 'Typed before'

  await act(async () => {
    input?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  })
  await vi.waitFor(() => expect(form.dataset.live).toBe('true'))
  expect(load).toHaveBeenCalledTimes(1)
  expect(input?.value).toBe('Typed before')
})

test('a send before the code runs waits for it, then goes through the form', async () => {
  const onSend = vi.fn()
  const { form } = await hydrated(onSend)
  const button = form.querySelector('button')
  const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button })

  await act(async () => {
    form.dispatchEvent(submit)
  })
  expect(submit.defaultPrevented).toBe(true)
  await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
})

test('a navigation on the page fetches the form too, which React waits for to go on', async () => {
  const { load, form, router } = await hydrated(() => undefined)
  expect(load).not.toHaveBeenCalled()
  await act(async () => {
    await router.navigate('/?lang=es')
  })
  await vi.waitFor(() => expect(form.dataset.live).toBe('true'))
  expect(load).toHaveBeenCalledTimes(1)
  expect(router.state.location.search).toBe('?lang=es')
})

// Last: the page stays interactive for the rest of this file.
test('a form rendered in the browser, after a navigation, loads at once', async () => {
  markPageInteractive()
  const load = vi.fn(() => Promise.resolve(TestForm))
  const Form = formOnIntent(load)
  const container = document.createElement('div')
  document.body.append(container)
  const router = createMemoryRouter([{ path: '/', element: <Form onSend={() => undefined} /> }])
  await act(async () => {
    createRoot(container).render(<RouterProvider router={router} />)
  })
  await vi.waitFor(() => expect(container.querySelector('form[data-live]')).not.toBeNull())
  expect(load).toHaveBeenCalledTimes(1)
})
