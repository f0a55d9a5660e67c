/** What every field takes: its label, its error under it (§5) and an optional hint. */
export interface FieldBaseProps {
  label: string
  /** The name the value is posted as: fields work in a plain `<form method="post">` without JavaScript. */
  name: string
  /** Shown under the field; marks it invalid (aria-invalid) and describes it (aria-describedby). */
  errorMessage?: string | undefined
  description?: string | undefined
  isRequired?: boolean | undefined
  isDisabled?: boolean | undefined
  className?: string | undefined
}
