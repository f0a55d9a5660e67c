import { distanceLabel, type Location, POSTCODE_MAX_LENGTH, type SiteConfig } from '@forecourt/domain'
import { Alert } from '@forecourt/ui/alert'
import { Button } from '@forecourt/ui/button'
import { TextField } from '@forecourt/ui/fields/text-field'
import { useState } from 'react'
import { Form } from 'react-router'
import type { NearestLocations } from '../dealer-pages/nearest-locations.server.js'
import { SiteLocations } from '../dealer-pages/SiteLocations.js'
import { LeadFormDialogs } from '../lead-forms/LeadFormDialogs.js'

export interface LocationPageProps extends Partial<Omit<NearestLocations, 'locations'>> {
  site: SiteConfig
  /** One location, or every location of a dealership (domain `locationsForSlug`), nearest first when asked. */
  locations: Location[]
  title: string
  today: string
}

const EMAIL_US_DIALOG = ['email-us'] as const

/**
 * /locations/{slug} (§2): one location as a card beside its map, or a dealership's locations as a
 * grid — each card with its reviews listed, where the site shows reviews (§2 card 'reviews').
 */
export function LocationPage({
  site,
  locations,
  title,
  today,
  postcode = null,
  distances = {},
  error = null,
}: LocationPageProps) {
  const [first] = locations
  const ordered = postcode !== null && error === null
  return (
    // A location's Email Us opens over the page once it runs (§2 Modals).
    <LeadFormDialogs site={site} forms={EMAIL_US_DIALOG}>
      <div className="fc-Page fc-LocationPage">
        <h1>{title}</h1>
        {locations.length === 1 && first ? (
          <SiteLocations
            site={site}
            locations={locations}
            selection={first.id}
            today={today}
            showReviewList
          />
        ) : (
          <section aria-labelledby="location-list">
            <h2 id="location-list">Our locations</h2>
            <NearestPostcodeForm key={postcode ?? ''} postcode={postcode} error={error} />
            {ordered && <p role="status">Nearest to {postcode} first.</p>}
            <SiteLocations
              site={site}
              locations={locations}
              selection="all"
              today={today}
              order={ordered ? 'given' : 'position'}
              showReviewList
              distanceLabel={(location) => {
                const km = distances[location.id]
                return typeof km === 'number' ? distanceLabel(km) : undefined
              }}
            />
          </section>
        )}
      </div>
    </LeadFormDialogs>
  )
}

/** A plain GET form (?postcode=), so the nearest location is found without JavaScript too. */
function NearestPostcodeForm({ postcode, error }: Pick<NearestLocations, 'postcode' | 'error'>) {
  const [value, setValue] = useState(postcode ?? '')
  return (
    <Form method="get" className="fc-NearestForm" aria-label="Find your nearest location">
      {error && 'page' in error && <Alert tone="warning">{error.page}</Alert>}
      <TextField
        label="Your postcode"
        name="postcode"
        value={value}
        onChange={setValue}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={POSTCODE_MAX_LENGTH}
        errorMessage={error && 'field' in error ? error.field : undefined}
      />
      {/* No pending state: react-aria's 'Loading' announcement outlives the quick page load and
          leaves a live-region node labelled by a removed element (axe role-img-alt). */}
      <Button type="submit">Find nearest</Button>
    </Form>
  )
}
