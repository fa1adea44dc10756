import { createContext, type ReactNode, useContext } from 'react'

const FirstInvalidName = createContext<string | undefined>(undefined)

type Field = { name: string; errors?: unknown }

/**
 * The answer to a send that went as a plain post (before the form's code ran, or without
 * JavaScript) puts the focus on the first field it marks, as the form's own check does in the
 * browser. `fields` lists the form's fields in the page's order. React acts on `autoFocus` only
 * when it inserts a field, never when it hydrates or updates one, so a visitor who has moved on
 * by the time the form's code runs keeps the focus where it is.
 */
export function FirstInvalidField({
  fields,
  children,
}: {
  fields: readonly Field[]
  children: ReactNode
}) {
  return (
    <FirstInvalidName.Provider value={firstInvalidName(fields)}>
      {children}
    </FirstInvalidName.Provider>
  )
}

export function firstInvalidName(fields: readonly Field[]) {
  return fields.find((field) => field.errors !== undefined)?.name
}

/** Whether this field takes the focus when the page arrives: it is the first one marked. */
export function useAutoFocus(field: { name: string }) {
  return useContext(FirstInvalidName) === field.name
}
