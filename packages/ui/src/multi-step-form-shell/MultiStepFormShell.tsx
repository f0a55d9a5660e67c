import { DEFAULT_SUBMIT_LABEL } from '@forecourt/domain'
import { type FormEvent, type ReactNode, useId } from 'react'
import { Alert } from '../alert/Alert.js'
import { Button } from '../button/Button.js'
import { ProgressBar } from '../progress-bar/ProgressBar.js'
import './MultiStepFormShell.css'

export interface MultiStepFormShellProps {
  /** The form's heading, e.g. 'Trade-In Valuation'. */
  title: string
  /** The current step, from 0. */
  stepIndex: number
  stepCount: number
  /** This step's heading, e.g. 'Your car'. */
  stepTitle: string
  /** Percent complete, from the form engine's progress rule (forms `progressPercent`, §4). */
  progress: number
  /** The step's fields. */
  children: ReactNode
  /** Continue on earlier steps, submit on the last; the engine decides what happens. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onBack: () => void
  /** While the step or the lead is being sent (§4 'submitting'): the button shows 'Loading'. */
  isSubmitting?: boolean
  /** The step's or the form's error (§4, §8), in a destructive alert. */
  error?: string | null
  /** The last step's button (§9 'Submit Form' unless the site says otherwise). */
  submitLabel?: string
}

/**
 * The multi-step form frame (§2, §4): heading, progress, the step's fields, Back on every step but
 * the first, and Continue that becomes the submit button on the last step. Presentational: the
 * form engine owns the steps and passes state and callbacks in.
 */
export function MultiStepFormShell({
  title,
  stepIndex,
  stepCount,
  stepTitle,
  progress,
  children,
  onSubmit,
  onBack,
  isSubmitting = false,
  error,
  submitLabel = DEFAULT_SUBMIT_LABEL,
}: MultiStepFormShellProps) {
  const titleId = useId()
  const stepTitleId = useId()
  const isLast = stepIndex >= stepCount - 1
  return (
    <form
      className="fc-MultiStepFormShell"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(event)
      }}
    >
      <h2 id={titleId} className="fc-MultiStepFormShell-title">
        {title}
      </h2>
      <ProgressBar label={`Step ${stepIndex + 1} of ${stepCount}`} value={progress} showValue />
      <fieldset className="fc-MultiStepFormShell-step" aria-labelledby={stepTitleId}>
        <legend id={stepTitleId} className="fc-MultiStepFormShell-stepTitle">
          {stepTitle}
        </legend>
        {children}
      </fieldset>
      {error && <Alert tone="destructive">{error}</Alert>}
      <div className="fc-MultiStepFormShell-actions">
        {stepIndex > 0 && (
          <Button type="button" variant="secondary" onPress={onBack} isDisabled={isSubmitting}>
            Back
          </Button>
        )}
        <Button
          type="submit"
          variant="primary"
          isLoading={isSubmitting}
          className="fc-MultiStepFormShell-next"
        >
          {isLast ? submitLabel : 'Continue'}
        </Button>
      </div>
    </form>
  )
}
