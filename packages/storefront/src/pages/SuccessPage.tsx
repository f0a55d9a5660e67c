// /success after a lead (§4): the enquired car and success category the form stored, or — after a
// post without JavaScript — the query the action redirected with, whose event fires here.
import type { AnalyticsEventId, SiteConfig } from '@forecourt/domain'
import { type EnquirySuccess, readEnquirySuccess } from '@forecourt/forms'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { track } from '../analytics.js'

export function SuccessPage({ site }: { site: SiteConfig }) {
  const [params] = useSearchParams()
  const [stored, setStored] = useState<EnquirySuccess | null>(null)

  useEffect(() => {
    try {
      setStored(readEnquirySuccess(window.localStorage, site.slug))
    } catch {
      setStored(null)
    }
    const event = Number(params.get('event'))
    if (event) track({ eventId: event as AnalyticsEventId, label: params.get('category') ?? undefined })
  }, [params, site.slug])

  const category = params.get('category') ?? stored?.category ?? null
  const carSlug = params.get('car') ?? stored?.car?.slug ?? null
  return (
    <div className="fc-Page fc-SuccessPage">
      <h1>Thank you</h1>
      <p role="status">
        {category ? `Your ${category.toLowerCase()} has been sent.` : 'Your enquiry has been sent.'}{' '}
        {site.name} will be in touch soon.
      </p>
      {carSlug && (
        <p>
          <Link to={`/cars/${encodeURIComponent(carSlug)}`}>
            Back to {stored?.car?.slug === carSlug ? stored.car.name : 'the car'}
          </Link>
        </p>
      )}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  )
}
