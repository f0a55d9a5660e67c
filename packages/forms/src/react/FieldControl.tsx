import type { ReactNode } from 'react'
import type { FieldControl as Control } from '../field-types.js'
import type { ResolvedField } from '../resolve-form.js'
import type { fieldComponents } from './form-hook.js'

type Bound = typeof fieldComponents

/** The bound ui field that renders a control; hidden and button fields have none. */
export function renderControl(
  bound: Bound,
  field: ResolvedField,
  serverError: string | undefined,
): ReactNode {
  const props = { field, serverError }
  const byControl: Record<Control, (() => ReactNode) | null> = {
    text: () =>
      field.spec.inputType === 'datetime-local' ? (
        <bound.DateTimeInput {...props} />
      ) : (
        <bound.TextInput {...props} />
      ),
    textarea: () => <bound.TextAreaInput {...props} />,
    select: () => <bound.SelectInput {...props} />,
    'radio-group': () => <bound.RadioGroupInput {...props} />,
    checkbox: () => <bound.CheckboxInput {...props} />,
    'checkbox-group': () => <bound.CheckboxGroupInput {...props} />,
    'star-rating': () => <bound.StarRatingInput {...props} />,
    file: () => <bound.FileInput {...props} />,
    hidden: null,
    button: null,
  }
  return byControl[field.control]?.() ?? null
}
