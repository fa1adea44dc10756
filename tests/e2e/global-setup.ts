import { keepDataTemplates } from '../support/data-template'

/**
 * The run's data templates (tests/support/data-template.ts): each made by the first worker that needs
 * it, copied by the others, removed when the run ends.
 */
export default function globalSetup() {
  return keepDataTemplates()
}
