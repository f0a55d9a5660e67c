// A lead form rendered from its definition (ARCHITECTURE.md, Forms). It is a real
// `<form method="post">`: before hydration or without JavaScript the browser posts it to the
// route's action, which runs the same core and renders the next state. Once hydrated, TanStack
// Form validates on submit (§5) and the step goes through `submitStep` without a page load.
import { Button } from '@forecourt/ui/button'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { type FieldValue, isFileList } from '../field-types.js'
import type { FormContext } from '../form-context.js'
import {
  FORM_ID_FIELD,
  hiddenEntries,
  INTENT_FIELD,
  machineEntries,
  valuesFromFormData,
} from '../form-data.js'
import { type FormDefinition, sendFailureMessage } from '../form-definition.js'
import type { LeadPostResult } from '../form-post.js'
import {
  canGoBack,
  isLastStep,
  type MultiStepState,
  multiStepReducer,
  progressPercent,
  startMultiStep,
} from '../multi-step-machine.js'
import { asksForLocation, withLocationsByDistance } from '../nearest-locations.js'
import { defaultValuesOf, type FormValues, resolveForm, validateStep } from '../resolve-form.js'
import {
  type KeyValueStorage,
  prefill,
  readRememberedContact,
  rememberContact,
  rememberEnquirySuccess,
} from '../visitor-memory.js'
import { renderControl } from './FieldControl.js'
import { useAppForm } from './form-hook.js'
import { type NearestLocationsLookup, useNearestLocationPick } from './use-nearest-location-pick.js'

/** Marks a post made by the hydrated form, so the action answers with data instead of a redirect. */
const ENHANCED_FIELD = '_js'

export interface LeadFormProps {
  definition: FormDefinition
  context: FormContext
  /** The route whose action receives the post (used before hydration and without JavaScript). */
  action: string
  /** One per form visit: makes retried posts idempotent on the platform. */
  clientKey: string
  /** The last post's outcome when the server rendered it (a post without JavaScript). */
  result?: LeadPostResult | null | undefined
  /** Values the page sets: a preselected location, the Find Me Something Similar message. */
  initialValues?: FormValues | undefined
  /** Sends one step through the route's action and resolves with its outcome. */
  submitStep: (data: FormData) => Promise<LeadPostResult>
  /** Called once the completed lead was accepted, after the visitor's details were remembered. */
  onSuccess?: ((result: LeadPostResult) => void) | undefined
  /** Where returning-visitor details live; `null` on the server or when storage is blocked. */
  storage?: KeyValueStorage | null | undefined
  /** 1 when the form is what the page is about (its title is the page's heading); 2 by default. */
  headingLevel?: 1 | 2 | undefined
  /**
   * False when something around the form already names it with the form's title (a dialog's
   * title): the form then shows no heading of its own and is labelled by the title instead.
   */
  titled?: boolean | undefined
  /**
   * The site's locations nearest a postcode (the page asks its platform). Given, a form with a
   * Location choice lists the nearest first once the shopper's postcode is known, and an empty
   * choice takes the nearest.
   */
  nearestLocations?: NearestLocationsLookup | undefined
}

function submitLabelOf(definition: FormDefinition, context: FormContext, last: boolean): string {
  if (!last) return 'Continue'
  return definition.submitLabel === 'enquire' ? context.labels.enquire : context.labels.submit
}

export function LeadForm({
  definition,
  context,
  action,
  clientKey,
  result,
  initialValues,
  submitStep,
  onSuccess,
  storage,
  headingLevel = 2,
  titled = true,
  nearestLocations,
}: LeadFormProps) {
  const steps = useMemo(() => resolveForm(definition, context), [definition, context])
  const [machine, setMachine] = useState<MultiStepState>(() => result?.state ?? startMultiStep(steps.length))
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() => result?.errors ?? {})
  const [hydrated, setHydrated] = useState(false)
  const machineRef = useRef(machine)
  machineRef.current = machine
  const formRef = useRef<HTMLFormElement>(null)

  const defaultValues = useMemo(
    () => ({ ...defaultValuesOf(steps), ...initialValues, ...result?.values }),
    [steps, initialValues, result],
  )

  const form = useAppForm({
    defaultValues: defaultValues as Record<string, FieldValue>,
    validators: {
      // The current step only, with the same zod rules the server runs (§5: validate on submit).
      onSubmit: ({ value }) => {
        const step = steps[machineRef.current.step]
        if (!step) return undefined
        const validation = validateStep(step, context, value)
        return validation.ok ? undefined : { fields: validation.errors }
      },
    },
    onSubmit: async ({ value }) => {
      setServerErrors({})
      setMachine((state) => multiStepReducer(state, { type: 'submit' }))
      let outcome: LeadPostResult
      try {
        outcome = await submitStep(formDataOf(value, machineRef.current))
      } catch {
        setMachine((state) =>
          multiStepReducer(state, { type: 'failed', error: sendFailureMessage(definition) }),
        )
        return
      }
      setMachine(outcome.state)
      setServerErrors(outcome.errors)
      if (outcome.success) {
        if (storage) {
          rememberContact(storage, context.siteSlug, value)
          rememberEnquirySuccess(storage, context.siteSlug, {
            category: outcome.success.category,
            car: outcome.success.car,
          })
        }
        onSuccess?.(outcome)
      }
    },
  })

  function formDataOf(values: FormValues, state: MultiStepState): FormData {
    const data = new FormData()
    for (const [name, value] of machineEntries(state, clientKey, definition.id)) data.append(name, value)
    data.append(ENHANCED_FIELD, '1')
    for (const step of steps)
      for (const field of step.fields)
        for (const [name, value] of hiddenEntries(field.name, values[field.name] ?? field.defaultValue))
          data.append(name, value)
    // The shown step's files, as the browser would post them (hiddenEntries carries none).
    for (const field of steps[state.step]?.fields ?? []) {
      const chosen = values[field.name]
      if (field.control === 'file' && isFileList(chosen))
        for (const file of chosen) if (file instanceof Blob) data.append(field.name, file)
    }
    return data
  }

  useEffect(() => {
    // What a shopper typed before hydration is in the DOM, not in the form's state: take it over
    // so the first submit neither loses it nor calls it missing.
    const element = formRef.current
    const shown = steps[machineRef.current.step]
    if (element && shown) {
      const typed = valuesFromFormData([shown], new FormData(element))
      for (const field of shown.fields) {
        if (field.control === 'hidden' || field.control === 'button') continue
        const value = typed[field.name]
        if (JSON.stringify(value) !== JSON.stringify(form.getFieldValue(field.name)))
          form.setFieldValue(field.name, value as never)
      }
    }
    setHydrated(true)
    if (!storage) return
    // §5: a returning visitor's details fill the fields they left empty.
    const current = form.state.values as FormValues
    const filled = prefill(current, readRememberedContact(storage, context.siteSlug))
    for (const [name, value] of Object.entries(filled))
      if (value !== current[name]) form.setFieldValue(name, value as never)
  }, [form, storage, context.siteSlug, steps])

  const distances = useNearestLocationPick(form, asksForLocation(steps), nearestLocations)
  const shownSteps = useMemo(
    () => (distances ? withLocationsByDistance(steps, distances) : steps),
    [steps, distances],
  )
  const step = shownSteps[machine.step] ?? shownSteps[0]
  const last = isLastStep(machine)
  const submitting = machine.status === 'submitting'
  const multiStep = steps.length > 1
  const headingId = `${definition.id}-form-title`
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const naming = titled ? { 'aria-labelledby': headingId } : { 'aria-label': definition.title }
  const heading = titled && <Heading id={headingId}>{definition.title}</Heading>

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Before hydration the browser posts the form to the action itself.
    if (!hydrated) return
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.value === 'back') return goBack()
    void form.handleSubmit()
  }

  function goBack() {
    setServerErrors({})
    setMachine((state) => multiStepReducer(state, { type: 'back' }))
  }

  if (machine.status === 'success')
    return (
      <section className="fc-LeadForm" {...naming}>
        {heading}
        <p role="status">Thank you. Your enquiry has been sent and the dealer will be in touch soon.</p>
      </section>
    )

  return (
    <section className="fc-LeadForm" {...naming}>
      {heading}
      {definition.intro && <p className="fc-LeadForm-intro">{definition.intro}</p>}
      {multiStep && (
        <div className="fc-LeadForm-progress">
          <p id={`${definition.id}-progress`}>
            Step {machine.step + 1} of {steps.length}: {step?.title}
          </p>
          <progress
            max={100}
            value={progressPercent(machine)}
            aria-labelledby={`${definition.id}-progress`}
          />
        </div>
      )}
      <form
        ref={formRef}
        method="post"
        action={action}
        // A step with a file field posts its files: only multipart carries them (without JavaScript too).
        encType={step?.fields.some((field) => field.control === 'file') ? 'multipart/form-data' : undefined}
        noValidate
        onSubmit={handleSubmit}
        {...naming}
      >
        {machineEntries(machine, clientKey, definition.id).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={FORM_ID_FIELD} value={definition.id} readOnly hidden />
        {machine.error && (
          <div className="fc-LeadForm-alert" role="alert" data-tone="destructive">
            {machine.error}
          </div>
        )}
        <form.Subscribe selector={(state) => state.values}>
          {(values) =>
            // Answers of the other steps ride along as hidden inputs, so a post without JavaScript
            // carries everything typed so far and never asks for it twice (WCAG 3.3.7).
            steps
              .filter((_, index) => index !== machine.step)
              .flatMap((other) => other.fields)
              .concat(step ? step.fields.filter((field) => field.control === 'hidden') : [])
              .flatMap((field) =>
                hiddenEntries(field.name, (values as FormValues)[field.name] ?? field.defaultValue),
              )
              .map(([name, value]) => (
                // A name repeats only for list values, whose items are distinct options.
                <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
              ))
          }
        </form.Subscribe>
        <fieldset className="fc-LeadForm-fields" disabled={submitting}>
          <legend className="fc-LeadForm-legend">{step?.title}</legend>
          {step?.fields.map((field) =>
            field.control === 'hidden' || field.control === 'button' ? null : (
              <form.AppField key={field.name} name={field.name}>
                {(bound) => renderControl(bound, field, serverErrors[field.name])}
              </form.AppField>
            ),
          )}
        </fieldset>
        {context.terms && step?.fields.some((field) => field.name === 'terms_agreed') && (
          // §5 terms_agreed: the shopper reads what they agree to where they agree to it.
          <details className="fc-LeadForm-terms">
            <summary>Read the terms and conditions</summary>
            {context.terms.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <a href={context.terms.href}>Open the terms on their own page</a>
            </p>
          </details>
        )}
        <p className="fc-LeadForm-privacy">
          We collect your details to answer this enquiry. See our{' '}
          <a href={context.privacyHref}>privacy policy</a> for how we handle them.
        </p>
        <div className="fc-LeadForm-actions">
          {canGoBack(machine) && (
            <Button
              type={hydrated ? 'button' : 'submit'}
              name={INTENT_FIELD}
              value="back"
              variant="secondary"
              isDisabled={submitting}
              onPress={hydrated ? goBack : undefined}
            >
              Back
            </Button>
          )}
          <Button type="submit" isLoading={submitting}>
            {submitLabelOf(definition, context, last)}
          </Button>
        </div>
      </form>
    </section>
  )
}
