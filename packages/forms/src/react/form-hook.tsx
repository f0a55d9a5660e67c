// The design system's fields pre-bound to TanStack Form (createFormHook): every lead form is
// written the same way, and a field shows the first message of its errors under it (§5).

import { LEAD_FILE_ACCEPT, LEAD_FILE_MAX_COUNT } from '@forecourt/domain'
import { Checkbox } from '@forecourt/ui/fields/checkbox'
import { CheckboxGroup } from '@forecourt/ui/fields/checkbox-group'
import { DateTimeField } from '@forecourt/ui/fields/date-time-field'
import { FileField } from '@forecourt/ui/fields/file-field'
import { RadioGroup } from '@forecourt/ui/fields/radio-group'
import { Select } from '@forecourt/ui/fields/select'
import { TextArea } from '@forecourt/ui/fields/text-area'
import { TextField } from '@forecourt/ui/fields/text-field'
import { createFormHook, createFormHookContexts } from '@tanstack/react-form'
import type { ChosenFile } from '../field-types.js'
import type { ResolvedField } from '../resolve-form.js'

const { fieldContext, formContext, useFieldContext } = createFormHookContexts()

interface BoundFieldProps {
  field: ResolvedField
  /** A message the server returned for this field (a post without JavaScript). */
  serverError?: string | undefined
}

/** The first error to show: the browser's validation first, else what the server said. */
function firstErrorMessage(errors: readonly unknown[], serverError: string | undefined) {
  const first = errors.find(Boolean)
  const message =
    typeof first === 'string'
      ? first
      : first && typeof first === 'object' && 'message' in first
        ? String(first.message)
        : undefined
  return message ?? serverError
}

/** The field's state and the props every design-system field takes from the resolved field. */
function useBoundField<T>({ field, serverError }: BoundFieldProps) {
  const api = useFieldContext<T>()
  const shared = {
    label: field.label,
    name: field.name,
    description: field.description,
    isRequired: field.required,
    errorMessage: firstErrorMessage(api.state.meta.errors, serverError),
  }
  return { api, shared, onBlur: api.handleBlur }
}

function TextInput(props: BoundFieldProps) {
  const { api, shared, onBlur } = useBoundField<string>(props)
  const { spec, autoComplete } = props.field
  return (
    <TextField
      {...shared}
      value={api.state.value ?? ''}
      onChange={api.handleChange}
      onBlur={onBlur}
      type={spec.inputType === 'number' ? 'text' : spec.inputType}
      inputMode={spec.inputMode}
      autoComplete={autoComplete}
      maxLength={spec.maxLength}
    />
  )
}

function TextAreaInput(props: BoundFieldProps) {
  const { api, shared, onBlur } = useBoundField<string>(props)
  return <TextArea {...shared} value={api.state.value ?? ''} onChange={api.handleChange} onBlur={onBlur} />
}

function DateTimeInput(props: BoundFieldProps) {
  const { api, shared, onBlur } = useBoundField<string>(props)
  return (
    <DateTimeField {...shared} value={api.state.value ?? ''} onChange={api.handleChange} onBlur={onBlur} />
  )
}

function SelectInput(props: BoundFieldProps) {
  const { api, shared, onBlur } = useBoundField<string>(props)
  return (
    <Select
      {...shared}
      value={api.state.value ?? ''}
      onChange={api.handleChange}
      onBlur={onBlur}
      options={props.field.options}
    />
  )
}

function RadioGroupInput(props: BoundFieldProps) {
  const { api, shared } = useBoundField<string>(props)
  const { options } = props.field
  return (
    <RadioGroup
      {...shared}
      value={api.state.value ?? ''}
      onChange={api.handleChange}
      options={options}
      orientation={options.length <= 3 ? 'horizontal' : 'vertical'}
    />
  )
}

function CheckboxInput(props: BoundFieldProps) {
  const { api, shared, onBlur } = useBoundField<boolean>(props)
  return (
    <Checkbox {...shared} isSelected={api.state.value === true} onChange={api.handleChange} onBlur={onBlur} />
  )
}

function CheckboxGroupInput(props: BoundFieldProps) {
  const { api, shared } = useBoundField<readonly string[]>(props)
  return (
    <CheckboxGroup
      {...shared}
      value={api.state.value ?? []}
      onChange={api.handleChange}
      options={props.field.options}
    />
  )
}

const STAR_OPTIONS = ['1', '2', '3', '4', '5'].map((value) => ({
  value,
  label: `${value} star${value === '1' ? '' : 's'}`,
}))

function StarRatingInput(props: BoundFieldProps) {
  const { api, shared } = useBoundField<number | null>(props)
  return (
    <RadioGroup
      {...shared}
      // The rating radios carry no description: the stars are the whole question.
      description={undefined}
      value={api.state.value === null || api.state.value === undefined ? '' : String(api.state.value)}
      onChange={(value) => api.handleChange(Number(value))}
      options={STAR_OPTIONS}
      orientation="horizontal"
    />
  )
}

/** Photos or a document (issue 16 row 15): the browser keeps the files, the form their list. */
function FileInput(props: BoundFieldProps) {
  const { api, shared, onBlur } = useBoundField<readonly ChosenFile[] | null>(props)
  return (
    <FileField
      {...shared}
      onChange={(files) => api.handleChange(files.length > 0 ? files : null)}
      onBlur={onBlur}
      accept={LEAD_FILE_ACCEPT}
      multiple={LEAD_FILE_MAX_COUNT > 1}
    />
  )
}

export const fieldComponents = {
  FileInput,
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
