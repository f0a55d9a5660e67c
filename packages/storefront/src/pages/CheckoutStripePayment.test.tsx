// @vitest-environment happy-dom
// The Stripe branch of reserve online, with @stripe/stripe-js mocked: Stripe cannot be reached from
// the test machine. The contract: load Stripe with the dealership's publishable key, mount the
// Payment Element for the intent's client secret, confirm with redirect 'if_required', and hand
// the paid intent to the route (which reserves the car); a failed payment says so and reserves nothing.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const stripeMock = vi.hoisted(() => {
  const element = { mount: vi.fn(), destroy: vi.fn() }
  const elements = { create: vi.fn(() => element) }
  const stripe = { elements: vi.fn(() => elements), confirmPayment: vi.fn() }
  return { element, elements, stripe, loadStripe: vi.fn(async (_key: string) => stripe as unknown) }
})
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeMock.loadStripe }))

import { CheckoutStripePayment } from './CheckoutStripePayment.js'

beforeEach(() => {
  vi.clearAllMocks()
  stripeMock.loadStripe.mockImplementation(async () => stripeMock.stripe)
})
afterEach(cleanup)

function renderPayment(onPaid = vi.fn()) {
  render(
    <CheckoutStripePayment
      publishableKey="pk_test_dealer"
      clientSecret="pi_1_secret_2"
      returnPath="/cars/rav4-48211/buy-online"
      payLabel="Pay $1,000 deposit"
      onPaid={onPaid}
    />,
  )
  return onPaid
}

const payButton = () => screen.getByRole('button', { name: 'Pay $1,000 deposit' })

describe('CheckoutStripePayment', () => {
  it('loads Stripe with the publishable key and mounts the Payment Element for the client secret', async () => {
    renderPayment()
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false))
    expect(stripeMock.loadStripe).toHaveBeenCalledWith('pk_test_dealer')
    expect(stripeMock.stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' })
    expect(stripeMock.elements.create).toHaveBeenCalledWith('payment')
    expect(stripeMock.element.mount).toHaveBeenCalledOnce()
  })

  it('confirms with redirect if_required and hands the paid intent to the route', async () => {
    stripeMock.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })
    const onPaid = renderPayment()
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false))
    fireEvent.click(payButton())
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_1'))
    expect(stripeMock.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripeMock.elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/cars/rav4-48211/buy-online` },
    })
  })

  it('a declined card shows Stripe’s message and reserves nothing', async () => {
    stripeMock.stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } })
    const onPaid = renderPayment()
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false))
    fireEvent.click(payButton())
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Payment not takenYour card was declined.',
    )
    expect(onPaid).not.toHaveBeenCalled()
  })

  it('a payment still processing is not a reservation', async () => {
    stripeMock.stripe.confirmPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_1', status: 'processing' },
    })
    const onPaid = renderPayment()
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false))
    fireEvent.click(payButton())
    expect((await screen.findByRole('alert')).textContent).toContain('Your payment did not go through')
    expect(onPaid).not.toHaveBeenCalled()
  })

  it('when Stripe.js cannot load, the shopper is told and cannot pay', async () => {
    stripeMock.loadStripe.mockResolvedValue(null)
    renderPayment()
    expect((await screen.findByRole('alert')).textContent).toContain('The card form could not be loaded')
    expect(payButton().hasAttribute('disabled')).toBe(true)
  })
})
