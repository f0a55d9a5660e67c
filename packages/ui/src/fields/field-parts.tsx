// The parts every react-aria field renders the same way: its label (marked when required) and, under
// the control, the optional hint and the error message. Private to the fields; not an entry point.
import { FieldError } from 'react-aria-components/FieldError'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'

export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean | undefined }) {
  return (
    <Label className="fc-Field-label" data-required={isRequired || undefined}>
      {label}
    </Label>
  )
}

/** The hint (aria-describedby) and the error (shown when the field is invalid) under a control. */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: string | undefined
  errorMessage?: string | undefined
}) {
  return (
    <>
      {description && (
        <Text slot="description" className="fc-Field-description">
          {description}
        </Text>
      )}
      <FieldError className="fc-Field-error">{errorMessage}</FieldError>
    </>
  )
}
