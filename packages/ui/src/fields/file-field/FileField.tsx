import { type ChangeEvent, useId } from 'react'
import type { FieldBaseProps } from '../field-props.js'
import '../Field.css'
import './FileField.css'

export interface FileFieldProps extends FieldBaseProps {
  /** Called with the chosen files (none when the shopper clears the choice). */
  onChange?: ((files: File[]) => void) | undefined
  onBlur?: (() => void) | undefined
  /** For the file picker (`accept`): a hint only, the form checks the files' bytes. */
  accept?: string | undefined
  multiple?: boolean | undefined
}

/**
 * A labelled file input (issue 16 row 15). A native `<input type="file">`, not react-aria's
 * FileTrigger or DropZone: those hide the input behind a button JavaScript opens, and this field
 * must post in a plain multipart form before hydration or without JavaScript. The browser owns the
 * chosen files (an input's files cannot be set), so the field is uncontrolled; the hint and the
 * error describe the input, and the error marks it invalid.
 */
export function FileField({
  label,
  name,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  onChange,
  onBlur,
  accept,
  multiple,
  className,
}: FileFieldProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const describedBy = [description && descriptionId, errorMessage && errorId].filter(Boolean).join(' ')
  return (
    <div className={className ? `fc-Field fc-FileField ${className}` : 'fc-Field fc-FileField'}>
      <label className="fc-Field-label" htmlFor={id} data-required={isRequired || undefined}>
        {label}
      </label>
      <input
        id={id}
        className="fc-Field-control"
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        required={isRequired}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(Array.from(event.target.files ?? []))}
        onBlur={onBlur}
      />
      {description && (
        <span id={descriptionId} className="fc-Field-description">
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className="fc-Field-error">
          {errorMessage}
        </span>
      )}
    </div>
  )
}
