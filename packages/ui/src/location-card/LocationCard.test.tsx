import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buyingCentre, capalaba, cleveland } from '../fixtures/locations.js'
import { LocationCard } from './LocationCard.js'

afterEach(cleanup)

describe('LocationCard', () => {
  it('is an article named by the location with its address, phone, licence and hours', () => {
    render(
      <LocationCard
        location={capalaba}
        today="2025-03-14"
        contactHref="/contact-us/bayside-toyota-capalaba"
      />,
    )
    const card = screen.getByRole('article', { name: 'Bayside Toyota Capalaba - Sales' })
    expect(within(card).getByText(/88 Redland Bay Road/)).toBeTruthy()
    expect(within(card).getByRole('link', { name: '(07) 3555 0199' }).getAttribute('href')).toBe(
      'tel:0735550199',
    )
    expect(within(card).getByText('3105124')).toBeTruthy()
    expect(within(card).getByRole('table', { name: 'Opening Hours' })).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact-us/bayside-toyota-capalaba',
    )
  })

  it('shows reviews only when the site shows them', () => {
    const { rerender } = render(
      <LocationCard location={capalaba} today="2025-03-14" contactHref="/contact" />,
    )
    expect(screen.queryByText(/reviews\)/)).toBeNull()
    rerender(<LocationCard location={capalaba} today="2025-03-14" contactHref="/contact" showReviews />)
    expect(screen.getByText('(312 reviews)')).toBeTruthy()
  })

  it('lists the location’s reviews — reviewer, rating as text, date and words — only when asked and shown', () => {
    const { rerender } = render(
      <LocationCard location={buyingCentre} today="2025-03-14" contactHref="/contact" showReviews />,
    )
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull()
    rerender(
      <LocationCard location={buyingCentre} today="2025-03-14" contactHref="/contact" showReviewList />,
    )
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull()
    rerender(
      <LocationCard
        location={buyingCentre}
        today="2025-03-14"
        contactHref="/contact"
        showReviews
        showReviewList
        headingLevel={2}
      />,
    )
    const reviews = screen.getByRole('region', { name: 'Reviews' })
    expect(within(reviews).getByRole('heading', { level: 3, name: 'Reviews' })).toBeTruthy()
    const items = within(reviews).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Priya K.2/3/20255.0 out of 5 starsFair trade-in price and the finance was sorted the same day.',
      'Tom H.11/2/20254.0 out of 5 starsTook a while to get a call back, but they made it right.',
    ])
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-02')
  })

  it('lists nothing for a location without reviews', () => {
    render(
      <LocationCard
        location={capalaba}
        today="2025-03-14"
        contactHref="/contact"
        showReviews
        showReviewList
      />,
    )
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull()
  })

  it('marks a buying location (§3 subtype) and no other', () => {
    const { rerender } = render(
      <LocationCard location={buyingCentre} today="2025-03-14" contactHref="/contact" />,
    )
    expect(screen.getByText('Buying location')).toBeTruthy()
    rerender(<LocationCard location={capalaba} today="2025-03-14" contactHref="/contact" />)
    expect(screen.queryByText('Buying location')).toBeNull()
  })

  it('links the location’s YouTube and LinkedIn pages by name, in a new tab, and leaves out unsafe ones', () => {
    const { rerender } = render(
      <LocationCard location={buyingCentre} today="2025-03-14" contactHref="/contact" />,
    )
    const follow = screen.getByRole('list', { name: 'Follow Bayside Toyota Buying Centre' })
    const youtube = within(follow).getByRole('link', { name: 'YouTube' })
    expect(youtube.getAttribute('href')).toBe('https://www.youtube.com/@baysidetoyota')
    expect(youtube.getAttribute('rel')).toBe('noopener noreferrer')
    expect(within(follow).getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/company/bayside-toyota',
    )
    const hostile = {
      ...buyingCentre,
      contact_detail: {
        ...buyingCentre.contact_detail,
        youtube_url: 'javascript:alert(1)',
        linkedin_url: null,
      },
    }
    rerender(<LocationCard location={hostile} today="2025-03-14" contactHref="/contact" />)
    expect(screen.queryByRole('list', { name: /^Follow/ })).toBeNull()
  })

  it('adds landline, MRB, directions, email and view location when there are', () => {
    const onEmailUs = vi.fn()
    render(
      <LocationCard
        location={cleveland}
        today="2025-03-14"
        contactHref="/contact"
        directionsHref="https://maps.example/?q=14+Shore+Street+West"
        viewLocationHref="/locations/bayside-toyota-cleveland"
        onEmailUs={onEmailUs}
      />,
    )
    expect(screen.getByRole('link', { name: '(07) 3555 0231' })).toBeTruthy()
    expect(screen.getByText('45120')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get Directions' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View Location' }).getAttribute('href')).toBe(
      '/locations/bayside-toyota-cleveland',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Email Us' }))
    expect(onEmailUs).toHaveBeenCalledTimes(1)
  })

  it('makes Email Us a link to the location’s email form when given one, instead of a dialog button', () => {
    const onEmailUs = vi.fn()
    render(
      <LocationCard
        location={cleveland}
        today="2025-03-14"
        contactHref="/contact"
        emailUsHref="/email-us/bayside-toyota-cleveland"
        onEmailUs={onEmailUs}
      />,
    )
    expect(screen.getByRole('link', { name: 'Email Us' }).getAttribute('href')).toBe(
      '/email-us/bayside-toyota-cleveland',
    )
    expect(screen.queryByRole('button', { name: 'Email Us' })).toBeNull()
  })

  it('offers no Email Us for a location without an email address', () => {
    render(
      <LocationCard
        location={{ ...cleveland, contact_detail: { ...cleveland.contact_detail, email: null } }}
        today="2025-03-14"
        contactHref="/contact"
        emailUsHref="/email-us/bayside-toyota-cleveland"
      />,
    )
    expect(screen.queryByRole('link', { name: 'Email Us' })).toBeNull()
  })

  it('leaves out what the location lacks', () => {
    render(
      <LocationCard
        location={{ ...capalaba, dealer_license_number: null }}
        today="2025-03-14"
        contactHref="/c"
      />,
    )
    expect(screen.queryByText('DL')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Get Directions' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Email Us' })).toBeNull()
  })
})
