import { TextField, type TextFieldProps } from '../text-field/TextField.js'

export type DateTimeFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>

/**
 * A date and time, such as 'Test Drive Booking Date'. The browser's own `datetime-local` picker:
 * it works before hydration and without JavaScript, is localised by the browser, and sends the
 * ISO-like value the form rules check — a JS calendar would cost weight and break no-JS posts.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  return <TextField {...props} type="datetime-local" className="fc-DateTimeField" />
}
