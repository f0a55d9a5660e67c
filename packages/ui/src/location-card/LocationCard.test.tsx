import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { capalaba, cleveland } from '../fixtures/locations.js'
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
