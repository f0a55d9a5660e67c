// A page with one lead form. The form posts to this route's action; once hydrated it goes
// through a fetcher, so a step saves without a page load and success navigates to /success.
import { type Car, familyProfileOf, inFamilyWords, type SiteConfig } from '@forecourt/domain'
import {
  type FormOption,
  type FormValues,
  formContextOf,
  formInFamilyWords,
  LEAD_FORMS,
  type LeadFormId,
  type LeadPostResult,
  TRADE_IN_FAQ,
} from '@forecourt/forms'
import { LeadForm } from '@forecourt/forms/react'
import { TradeInFaq } from '@forecourt/ui/trade-in-faq'
import '@forecourt/forms/react/styles.css'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useFetcher, useLocation, useNavigate, useRouteLoaderData } from 'react-router'
import { track } from '../analytics.js'
import { SiteLocations } from '../dealer-pages/SiteLocations.js'
import { lookupNearestLocations } from '../lead-forms/nearest-location-lookup.js'
import { carPath } from '../paths.js'

export interface LeadFormPageProps {
  formId: LeadFormId
  site: SiteConfig
  car: Car | null
  initialValues: FormValues
  clientKey: string
  /** The free test-drive times the loader fetched (issue 16 row 13); empty on other forms. */
  testDriveTimes?: FormOption[] | undefined
  /** What the action answered to a post made without JavaScript. */
  actionData?: LeadPostResult | null | undefined
  /** The page's own heading for the form (a site's service page, 'Book a Toyota Service'). */
  title?: string
  /** What the app shows between the way back and the form, e.g. a subscription's terms. */
  children?: ReactNode
  /**
   * The form page's own path when the form is shown somewhere else: in a dialog over the car or
   * location page (§2 Modals), titled by the dialog, without the page's way back. Its steps still
   * post to that page's action.
   */
  inDialogFor?: string | undefined
}

const CONTACT_PATH = '/contact'
/** One empty list, so the form context is not rebuilt on every render of a page without times. */
const NO_TIMES: FormOption[] = []

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function LeadFormPage({
  formId,
  site,
  car,
  initialValues,
  clientKey,
  testDriveTimes = NO_TIMES,
  actionData,
  title,
  children,
  inDialogFor,
}: LeadFormPageProps) {
  // The family's words (Sell Your Truck); a site page's own title is the dealer's, as written.
  const nouns = familyProfileOf(site.template).vocabulary
  const definition = useMemo(() => {
    const family = formInFamilyWords(LEAD_FORMS[formId], nouns)
    return title ? { ...family, title } : family
  }, [formId, title, nouns])
  const context = useMemo(() => formContextOf(site, car, null, testDriveTimes), [site, car, testDriveTimes])
  const fetcher = useFetcher<LeadPostResult>()
  const location = useLocation()
  const navigate = useNavigate()
  const waiting = useRef<((result: LeadPostResult) => void) | null>(null)
  // The loader mints a key per visit; a revalidation after a step must not start a new visit.
  const [visitKey] = useState(() => actionData?.clientKey ?? clientKey)

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && waiting.current) {
      waiting.current(fetcher.data)
      waiting.current = null
    }
  }, [fetcher.state, fetcher.data])

  const action = inDialogFor ?? `${location.pathname}${location.search}`
  // The dealer's date for holiday hours, from the frame's loader (the root's data).
  const today = (useRouteLoaderData('root') as { today?: string } | undefined)?.today
  const submitStep = (data: FormData) =>
    new Promise<LeadPostResult>((resolve) => {
      waiting.current = resolve
      // A step with chosen files goes as multipart (URL-encoding would send only their names).
      const files = [...data.values()].some((value) => typeof value !== 'string')
      void fetcher.submit(data, {
        method: 'post',
        action,
        ...(files ? { encType: 'multipart/form-data' } : {}),
      })
    })

  function onSuccess(result: LeadPostResult) {
    if (!result.success) return
    track({ eventId: result.success.eventId, label: result.success.category, carId: result.success.car?.id })
    navigate('/success')
  }

  const contactPage = !inDialogFor && location.pathname === CONTACT_PATH
  return (
    <div className={inDialogFor ? 'fc-LeadFormPage' : 'fc-Page fc-LeadFormPage'}>
      {car && !inDialogFor && (
        <p>
          <Link to={carPath(car)}>Back to {car.name}</Link>
        </p>
      )}
      {contactPage && <h1>Contact {site.name}</h1>}
      {contactPage && today && (
        // §2: the contact page shows where the dealer is before the form.
        <SiteLocations site={site} selection="all" today={today} currentPath={CONTACT_PATH} />
      )}
      {children}
      <LeadForm
        definition={definition}
        context={context}
        action={action}
        clientKey={visitKey}
        result={actionData}
        initialValues={initialValues}
        submitStep={submitStep}
        onSuccess={onSuccess}
        storage={browserStorage()}
        // The form is what the page is about, except on /contact where the dealer is.
        headingLevel={contactPage ? 2 : 1}
        titled={!inDialogFor}
        nearestLocations={lookupNearestLocations}
      />
      {formId === 'trade-in' && (
        <TradeInFaq
          entries={TRADE_IN_FAQ.map(({ question, answer }) => ({
            question: inFamilyWords(question, nouns),
            answer: inFamilyWords(answer, nouns),
          }))}
          title="Trade-in questions"
        />
      )}
    </div>
  )
}
