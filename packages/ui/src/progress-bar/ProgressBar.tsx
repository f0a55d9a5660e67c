import { Label } from 'react-aria-components/Label'
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components/ProgressBar'
import { composeClassName } from '../private/composeClassName.js'
import './ProgressBar.css'

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /** Visible label, e.g. 'Step 2 of 4' or 'Your enquiry'. */
  label: string
  /** Show the percentage beside the label. */
  showValue?: boolean
}

/** Determinate progress, such as a multi-step form's (§4: step/total as a rounded percent). */
export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={composeClassName('fc-ProgressBar', className)}>
      {({ percentage, valueText }) => (
        <>
          <div className="fc-ProgressBar-header">
            <Label className="fc-ProgressBar-label">{label}</Label>
            {showValue && <span className="fc-ProgressBar-value">{valueText}</span>}
          </div>
          <div className="fc-ProgressBar-track">
            <div className="fc-ProgressBar-fill" style={{ inlineSize: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  )
}
