import { contactUsHref } from '@forecourt/domain'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { groupLocations } from '../fixtures/location-set.js'
import { buyingCentre } from '../fixtures/locations.js'
import { LocationBlock, type LocationBlockProps } from './LocationBlock.js'

afterEach(cleanup)

const props: LocationBlockProps = {
  locations: groupLocations,
  selection: 'all',
  today: '2025-03-14',
  contactHref: (location) => contactUsHref(location.name),
  viewLocationHref: (location) => `/locations/${location.slug}`,
  mapUrl: (location) => `https://maps.example/embed?q=${location.id}`,
}
const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent)

describe('LocationBlock', () => {
  it('shows one location as a card beside its map, without View Location', () => {
    render(<LocationBlock {...props} selection="primary" />)
    expect(headings()).toEqual(['Bayside Toyota Capalaba - Sales'])
    expect(screen.getByTitle('Map of Bayside Toyota Capalaba - Sales').getAttribute('src')).toBe(
      'https://maps.example/embed?q=301',
    )
    expect(screen.queryByRole('link', { name: 'View Location' })).toBeNull()
  })

  it('passes the review list on to its cards when asked', () => {
    const { rerender } = render(<LocationBlock {...props} locations={[buyingCentre]} showReviews />)
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull()
    rerender(<LocationBlock {...props} locations={[buyingCentre]} showReviews showReviewList />)
    expect(within(screen.getByRole('region', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(2)
  })

  it('shows several as a grid with the domain’s column count, leaving hidden ones out', () => {
    render(<LocationBlock {...props} />)
    const grid = screen.getByRole('list')
    expect(within(grid).getAllByRole('listitem')).toHaveLength(5)
    expect(grid.style.getPropertyValue('--fc-location-columns')).toBe('5')
    expect(headings()).not.toContain('Bayside Toyota Old Yard')
    expect(screen.getAllByRole('link', { name: 'View Location' })[0]?.getAttribute('href')).toBe(
      '/locations/bayside-toyota-capalaba',
    )
  })

  it.each([
    [
      'sales',
      [
        'Bayside Toyota Capalaba - Sales',
        'Bayside Toyota Wynnum - Sales',
        'Bayside Toyota Redland Bay - Sales',
      ],
    ],
    ['service', ['Bayside Toyota Cleveland - Service']],
    ['parts', ['Bayside Toyota Victoria Point - Parts']],
    ['service-and-parts', ['Bayside Toyota Cleveland - Service', 'Bayside Toyota Victoria Point - Parts']],
    [304, ['Bayside Toyota Wynnum - Sales']],
  ] as const)('selects %s', (selection, names) => {
    render(<LocationBlock {...props} selection={selection} />)
    expect(headings()).toEqual(names)
  })

  it('keeps the given order, e.g. nearest first, with each card’s distance', () => {
    render(
      <LocationBlock
        {...props}
        locations={[...groupLocations].reverse()}
        selection="sales"
        order="given"
        distanceLabel={(location) => `${location.id} km away`}
      />,
    )
    expect(headings()).toEqual([
      'Bayside Toyota Redland Bay - Sales',
      'Bayside Toyota Wynnum - Sales',
      'Bayside Toyota Capalaba - Sales',
    ])
    const byName = new Map(groupLocations.map((location) => [location.name, location.id]))
    for (const card of screen.getAllByRole('article')) {
      const name = within(card).getByRole('heading').textContent ?? ''
      expect(within(card).getByText(`${byName.get(name)} km away`)).toBeTruthy()
    }
  })

  it('orders by position unless told otherwise', () => {
    render(<LocationBlock {...props} locations={[...groupLocations].reverse()} selection="sales" />)
    expect(headings()).toEqual([
      'Bayside Toyota Capalaba - Sales',
      'Bayside Toyota Wynnum - Sales',
      'Bayside Toyota Redland Bay - Sales',
    ])
  })

  it('shows nothing when no location matches', () => {
    const { container } = render(<LocationBlock {...props} selection={999} />)
    expect(container.innerHTML).toBe('')
  })

  it('puts several in the Our Locations carousel with View Location and the Swipe hint rule', () => {
    render(<LocationBlock {...props} layout="carousel" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Our Locations' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'View Location' })).toHaveLength(5)
    expect(screen.getByText('Swipe').dataset.hideLarge).toBe('true')
    cleanup()
    render(<LocationBlock {...props} layout="carousel" selection="sales" />)
    expect(screen.getByText('Swipe').dataset.hideLarge).toBeUndefined()
  })
})
