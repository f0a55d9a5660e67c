// @vitest-environment happy-dom
// A location's page (§2 /locations/{slug}) shows what its card carries beyond the basics: the
// reviews list where the site shows reviews (§9 minimum and hidden flag), 'Buying location' for a
// buying centre (§3 subtype) and its own YouTube and LinkedIn links.
import { type Location, LocationSchema, type SiteConfig } from '@forecourt/domain'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testSite } from '../test-support/fixtures.js'
import { FrameStub, frameDataOf } from '../testing.js'
import { LocationPage } from './LocationPage.js'

afterEach(cleanup)

const buyingCentre: Location = LocationSchema.parse({
  id: 21,
  name: 'City Motors Buying Centre',
  slug: 'city-motors-buying-centre',
  primary: false,
  position: 2,
  visible: true,
  location_type: 'sales',
  location_subtype: 'buying',
  dealership_id: 7,
  dealership_slug: 'city-motors',
  dealership_name: 'City Motors',
  address: {
    street: '2 Victoria Road',
    city: 'Rydalmere',
    state: 'NSW',
    postcode: '2116',
    lat: null,
    lng: null,
  },
  contact_detail: {
    phone: '(02) 9684 5500',
    opening_hours: [],
    youtube_url: 'https://www.youtube.com/@citymotors',
    linkedin_url: 'https://www.linkedin.com/company/city-motors',
  },
  average_rating: 4.6,
  review_count: 58,
  reviews: {
    average_rating: 4.6,
    count: 58,
    list: [{ author_name: 'Mei L.', rating: 4, text: 'Quick, fair offer for my ute.', date: '2026-10-28' }],
  },
})

const siteWith = (reviews: { min_rating: number; hidden: boolean }): SiteConfig =>
  testSite({
    navigation: { header: [], footer: [] },
    average_rating: 4.6,
    locations: [buyingCentre],
    config: { reviews, location_card: { show_map: false } },
  })

const renderPage = (site: SiteConfig) =>
  render(
    <FrameStub frame={frameDataOf(site, '2026-11-27')} path="/locations/city-motors-buying-centre">
      <LocationPage
        site={site}
        locations={site.locations}
        title="City Motors Buying Centre"
        today="2026-11-27"
      />
    </FrameStub>,
  )

describe('LocationPage card extras', () => {
  it('lists the reviews, marks the buying location and links its YouTube and LinkedIn', () => {
    renderPage(siteWith({ min_rating: 0, hidden: false }))
    const card = screen.getByRole('article', { name: 'City Motors Buying Centre' })
    const reviews = within(card).getByRole('region', { name: 'Reviews' })
    expect(within(reviews).getByRole('listitem').textContent).toBe(
      'Mei L.28/10/20264.0 out of 5 starsQuick, fair offer for my ute.',
    )
    expect(within(card).getByText('Buying location')).toBeTruthy()
    const follow = within(card).getByRole('list', { name: 'Follow City Motors Buying Centre' })
    expect(within(follow).getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/@citymotors',
    )
    expect(within(follow).getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/company/city-motors',
    )
  })

  it.each([
    ['hides reviews', { min_rating: 0, hidden: true }],
    ['rates above the average', { min_rating: 4.8, hidden: false }],
  ])('lists no reviews when the site %s (§9)', (_, reviews) => {
    renderPage(siteWith(reviews))
    const card = screen.getByRole('article', { name: 'City Motors Buying Centre' })
    expect(within(card).queryByRole('region', { name: 'Reviews' })).toBeNull()
    expect(within(card).getByText('Buying location')).toBeTruthy()
  })
})
