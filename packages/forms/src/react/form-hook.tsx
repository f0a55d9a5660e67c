// The design system's fields pre-bound to TanStack Form (createFormHook): every lead form is
// written the same way, and a field shows the first message of its errors under it (§5).

import { Checkbox } from '@forecourt/ui/fields/checkbox'
import { CheckboxGroup } from '@forecourt/ui/fields/checkbox-group'
import { DateTimeField } from '@forecourt/ui/fields/date-time-field'
import { RadioGroup } from '@forecourt/ui/fields/radio-group'
import { Select } from '@forecourt/ui/fields/select'
import { TextArea } from '@forecourt/ui/fields/text-area'
import { TextField } from '@forecourt/ui/fields/text-field'
import { createFormHook, createFormHookContexts } from '@tanstack/react-form'
import type { ResolvedField } from '../resolve-form.js'

export const { fieldContext, formContext, useFieldContext } = createFormHookContexts()

interface BoundFieldProps {
  field: ResolvedField
  /** A message the server returned for this field (a post without JavaScript). */
  serverError?: string | undefined
}

/** The first error to show: the browser's validation first, else what the server said. */
function useFieldState<T>(serverError: string | undefined) {
  const api = useFieldContext<T>()
  const first = api.state.meta.errors.find(Boolean) as unknown
  const message =
    typeof first === 'string'
      ? first
      : first && typeof first === 'object' && 'message' in first
        ? String(first.message)
        : undefined
  return { api, errorMessage: message ?? serverError }
}

function TextInput({ field, serverError }: BoundFieldProps) {
  const { api, errorMessage } = useFieldState<string>(serverError)
  return (
    <TextField
      label={field.label}
      name={field.name}
      value={api.state.value ?? ''}
      onChange={api.handleChange}
      onBlur={api.handleBlur}
      type={field.spec.inputType === 'number' ? 'text' : field.spec.inputType}
      inputMode={field.spec.inputMode}
      autoComplete={field.autoComplete}
      maxLength={field.spec.maxLength}
      description={field.description}
      isRequired={field.required}
      errorMessage={errorMessage}
    />
  )
}

function TextAreaInput({ field, serverError }: BoundFieldProps) {
  const { api, errorMessage } = useFieldState<string>(serverError)
  return (
    <TextArea
      label={field.label}
      name={field.name}
      value={api.state.value ?? ''}
      onChange={api.handleChange}
      onBlur={api.handleBlur}
      description={field.description}
      isRequired={field.required}
      errorMessage={errorMessage}
    />
  )
}

function DateTimeInput({ field, serverError }: BoundFieldProps) {
  const { api, errorMessage } = useFieldState<string>(serverError)
  return (
    <DateTimeField
      label={field.label}
      name={field.name}
      value={api.state.value ?? ''}
      onChange={api.handleChange}
      onBlur={api.handleBlur}
      description={field.description}
      isRequired={field.required}
      errorMessage={errorMessage}
    />
  )
}

function SelectInput({ field, serverError }: BoundFieldProps) {
  const { api, errorMessage } = useFieldState<string>(serverError)
  return (
    <Select
      label={field.label}
      name={field.name}
      value={api.state.value ?? ''}
      onChange={api.handleChange}
      onBlur={api.handleBlur}
      options={field.options}
      description={field.description}
      isRequired={field.required}
      errorMessage={errorMessage}
    />
  )
}

function RadioGroupInput({ field, serverError }: BoundFieldProps) {
  const { api, errorMessage } = useFieldState<string>(serverError)
  return (
    <RadioGroup
      label={field.label}
      name={field.name}
      value={api.state.value ?? ''}
      onChange={api.handleChange}
      options={field.options}
      orientation={field.options.length <= 3 ? 'horizontal' : 'vertical'}
      description={field.description}
      isRequired={field.required}
      errorMessage={errorMessage}
    />
  )
}

function CheckboxInput({ field, serverError }: BoundFieldProps) {
  const { api, errorMessage } = useFieldState<boolean>(serverError)
  return (
    <Checkbox
      label={field.label}
      name={field.name}
      isSelected={api.state.value === true}
      onChange={api.handleChange}
      onBlur={api.handleBlur}
      description={field.description}
      isRequired={field.required}
      errorMessage={errorMessage}
    />
  )
}

function CheckboxGroupInput({ field, serverError }: BoundFieldProps) {
  const { api, errorMessage } = useFieldState<readonly string[]>(serverError)
  return (
    <CheckboxGroup
      label={field.label}
      name={field.name}
      value={api.state.value ?? []}
      onChange={api.handleChange}
      options={field.options}
      description={field.description}
      isRequired={field.required}
      errorMessage={errorMessage}
    />
  )
}

function StarRatingInput({ field, serverError }: BoundFieldProps) {
  const { api, errorMessage } = useFieldState<number | null>(serverError)
  return (
    <RadioGroup
      label={field.label}
      name={field.name}
      value={api.state.value === null || api.state.value === undefined ? '' : String(api.state.value)}
      onChange={(value) => api.handleChange(Number(value))}
      options={['1', '2', '3', '4', '5'].map((value) => ({
        value,
        label: `${value} star${value === '1' ? '' : 's'}`,
      }))}
      orientation="horizontal"
      isRequired={field.required}
      errorMessage={errorMessage}
    />
  )
}

export const fieldComponents = {
  TextInput,
  TextAreaInput,
  DateTimeInput,
  SelectInput,
  RadioGroupInput,
  CheckboxInput,
  CheckboxGroupInput,
  StarRatingInput,
}

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents,
  formComponents: {},
})
