// @vitest-environment happy-dom
// The forms' location pick by distance (issue 16 row 3), through the LeadForm a page renders: once
// the postcode is valid the page is asked for the nearest locations, the Location choices list the
// nearest first with their distance, and an empty choice takes the nearest; a chosen one stays.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formContextOf } from '../form-context.js'
import { LEAD_FORMS } from '../lead-forms/index.js'
import type { LocationDistance } from '../nearest-locations.js'
import { groupSite } from '../test-support/fixtures.js'
import { LeadForm } from './LeadForm.js'
import type { NearestLocationsLookup } from './use-nearest-location-pick.js'

afterEach(cleanup)

const BOONDALL_FIRST: LocationDistance[] = [
  { value: 'Boondall - Service', distanceKm: 3.4 },
  { value: 'Aspley - Sales', distanceKm: 8.9 },
]

function renderContact(lookup: NearestLocationsLookup, initialValues = {}) {
  render(
    <LeadForm
      definition={LEAD_FORMS.contact}
      context={formContextOf(groupSite(), null)}
      action="/contact"
      clientKey="visit-0123456789"
      initialValues={initialValues}
      submitStep={vi.fn()}
      nearestLocations={lookup}
    />,
  )
}

const locationChoice = () => screen.getByRole('combobox', { name: /Location/ }) as HTMLSelectElement
const choiceTexts = () =>
  within(locationChoice())
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((text) => text !== 'Please select')
const typePostcode = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /Postcode/ }), { target: { value } })

describe('the Location choice by distance', () => {
  it('lists the nearest first with its distance and picks it when none was chosen', async () => {
    const lookup = vi.fn<NearestLocationsLookup>().mockResolvedValue(BOONDALL_FIRST)
    renderContact(lookup)
    typePostcode('4017')
    await waitFor(() => expect(locationChoice().value).toBe('Boondall - Service'))
    expect(lookup).toHaveBeenCalledWith('4017')
    expect(choiceTexts()).toEqual(['Boondall - Service (3.4 km away)', 'Aspley - Sales (8.9 km away)'])
  })

  it('keeps the location the page or the shopper chose, only reordering', async () => {
    const lookup = vi.fn<NearestLocationsLookup>().mockResolvedValue(BOONDALL_FIRST)
    renderContact(lookup, { location: 'Aspley - Sales' })
    typePostcode('4017')
    await waitFor(() => expect(choiceTexts()[0]).toBe('Boondall - Service (3.4 km away)'))
    expect(locationChoice().value).toBe('Aspley - Sales')
  })

  it.each([
    [
      'a postcode that is not four digits',
      '401',
      vi.fn<NearestLocationsLookup>().mockResolvedValue(BOONDALL_FIRST),
    ],
    [
      'a postcode the platform could not place',
      '9999',
      vi.fn<NearestLocationsLookup>().mockResolvedValue(null),
    ],
    ['a lookup that fails', '4017', vi.fn<NearestLocationsLookup>().mockRejectedValue(new Error('offline'))],
  ])('%s leaves the choice as the dealer lists it', async (_label, postcode, lookup) => {
    renderContact(lookup)
    typePostcode(postcode)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(choiceTexts()).toEqual(['Aspley - Sales', 'Boondall - Service'])
    expect(locationChoice().value).toBe('')
    if (postcode.length !== 4) expect(lookup).not.toHaveBeenCalled()
  })
})
