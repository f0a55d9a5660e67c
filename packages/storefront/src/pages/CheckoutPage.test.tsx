// @vitest-environment happy-dom
// What reserve online shows for each offer of the loader (§2, §4, §5, §7): the confirmation with
// its reservation number, why a car cannot be reserved, a hosted payment page, and
// the labelled test card form; and Stripe's form wired to the route's action (Stripe.js mocked).
import type { Car, SiteConfig } from '@forecourt/domain'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ActionFunctionArgs, createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckoutActionResult, CheckoutOffer } from '../checkout/checkout.server.js'
import { testCar, testSite } from '../test-support/fixtures.js'
import { CheckoutPage } from './CheckoutPage.js'

const stripeMock = vi.hoisted(() => {
  const elements = {
    create: vi.fn(() => ({ mount: vi.fn(), destroy: vi.fn() })),
    submit: vi.fn(async () => ({ selectedPaymentMethod: 'card' })),
  }
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })),
  }
  return { stripe, loadStripe: vi.fn(async () => stripe) }
})
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeMock.loadStripe }))

afterEach(cleanup)

const site: SiteConfig = testSite()

const car: Car = testCar({
  primary_image_url: 'https://images.example/rav4.jpg',
  location: {
    phone: '(07) 3000 0001',
    city: 'Brisbane',
    state: 'QLD',
    slug: 'x',
    location_name: 'City Motors',
  },
})

function renderPage(
  offer: CheckoutOffer,
  result?: CheckoutActionResult,
  action?: (args: ActionFunctionArgs) => Promise<CheckoutActionResult>,
) {
  const router = createMemoryRouter(
    [
      {
        path: '/cars/:slug/checkout',
        element: <CheckoutPage site={site} car={car} offer={offer} result={result} />,
        ...(action ? { action } : {}),
      },
    ],
    { initialEntries: ['/cars/rav4-48211/checkout'] },
  )
  render(<RouterProvider router={router} />)
}

const h1 = () => screen.getByRole('heading', { level: 1 }).textContent

describe('CheckoutPage', () => {
  it('the test processor: the car, its deposit and a labelled test card form posting to the route', () => {
    renderPage({ kind: 'test' })
    expect(h1()).toBe('Reserve 2021 Toyota RAV4 GX')
    const summary = screen.getByRole('region', { name: '2021 Toyota RAV4 GX' })
    expect(within(summary).getByText('$500')).toBeTruthy()
    const form = screen.getByRole('form', { name: 'Test payment' })
    expect(form.getAttribute('method')).toBe('post')
    expect(within(form).getByText('Test payment — no money is taken')).toBeTruthy()
    expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe('test-payment')
    expect(within(form).getByRole('button', { name: 'Pay $500 deposit' })).toBeTruthy()
  })

  it('a field the action refused shows its message; a failed payment says the car is not reserved', () => {
    renderPage(
      { kind: 'test' },
      {
        fieldErrors: { card_cvc: 'Enter the 3 or 4 digit security code.' },
        error: 'The payment service is down.',
      },
    )
    expect(screen.getByText('Enter the 3 or 4 digit security code.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('The car is not reservedThe payment service is down.')
  })

  it('a reservation is confirmed as Reserved with its number and a way back to the car', () => {
    renderPage({ kind: 'test' }, { reservation: { id: '77' } })
    expect(h1()).toBe('Reserved')
    expect(screen.getByText('2021 Toyota RAV4 GX is reserved for you')).toBeTruthy()
    expect(screen.getByText(/Reservation number:/).textContent).toBe(
      'Your $500 deposit has been paid. Reservation number: 77',
    )
    expect(screen.getByRole('link', { name: 'Back to 2021 Toyota RAV4 GX' }).getAttribute('href')).toBe(
      '/cars/rav4-48211',
    )
    expect(screen.queryByRole('form')).toBeNull()
  })

  it('a car that cannot be reserved says why and offers Find Me Something Similar, and no payment', () => {
    renderPage({ kind: 'unavailable', reason: 'This car has been sold, so it can no longer be reserved.' })
    expect(screen.getByRole('heading', { name: 'Not available to reserve' })).toBeTruthy()
    expect(screen.getByText('This car has been sold, so it can no longer be reserved.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href')).toBe(
      '/cars/rav4-48211/similar',
    )
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
  })

  it('a hosted-page processor is explained, with the dealer’s phone masked until asked for, and its enquiry', () => {
    renderPage({ kind: 'hosted', processor: 'st_george' })
    expect(screen.getByText('The deposit is paid on the St.George secure page')).toBeTruthy()
    expect(screen.queryByText('(07) 3000 0001')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Show number/ }))
    expect(screen.getByRole('link', { name: '(07) 3000 0001' }).getAttribute('href')).toBe('tel:0730000001')
    expect(screen.getByRole('link', { name: 'Enquire Now' }).getAttribute('href')).toBe(
      '/cars/rav4-48211/enquire',
    )
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
  })

  it('Stripe: Pay starts the payment through the route’s action, confirms it, then posts the reservation', async () => {
    const posted: Array<Record<string, FormDataEntryValue>> = []
    renderPage(
      { kind: 'stripe', publishableKey: 'pk_test_1', wallets: [], amount: 50_000, currency: 'aud' },
      undefined,
      async ({ request }) => {
        const form = Object.fromEntries(await request.formData())
        posted.push(form)
        return form.intent === 'start-stripe'
          ? { started: { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' } }
          : { reservation: { id: '77' } }
      },
    )
    const pay = screen.getByRole('button', { name: 'Pay $500 deposit' })
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false))
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'jo@example.com' } })
    fireEvent.click(pay)
    await waitFor(() => expect(posted).toHaveLength(2))
    expect(posted).toEqual([
      { intent: 'start-stripe', email: 'jo@example.com' },
      { intent: 'reserve', payment_intent_id: 'pi_1' },
    ])
    expect(stripeMock.stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_1_secret_2', redirect: 'if_required' }),
    )
  })
})
