/**
 * Whether the visitor changed a field inside `container` from what the server wrote (its
 * default): a choice, a box ticked, text typed, a file chosen. A form whose script came later
 * reads this to catch up with what was done before.
 */
export function changedSinceServer(container: ParentNode): boolean {
  return [...container.querySelectorAll('input, select, textarea')].some(fieldChangedSinceServer)
}

/** Whether the visitor changed this one field from what the server wrote. */
export function fieldChangedSinceServer(field: Element): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected)
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue
  if (!(field instanceof HTMLInputElement)) return false
  if (field.type === 'file') return (field.files?.length ?? 0) > 0
  if (field.type === 'checkbox' || field.type === 'radio') {
    return field.checked !== field.defaultChecked
  }
  return field.value !== field.defaultValue
}
