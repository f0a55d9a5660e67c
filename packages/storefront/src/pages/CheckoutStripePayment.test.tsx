// @vitest-environment happy-dom
// The Stripe branch of reserve online, with @stripe/stripe-js mocked: Stripe cannot be reached from
// the test machine. The contract (Stripe's deferred intent): load Stripe with the dealership's
// publishable key and mount the Payment Element for the deposit's amount and currency before any
// payment exists; on Pay check the shopper's e-mail and Stripe's details, have the route start the
// payment, confirm it with its client secret (redirect 'if_required'), and hand the paid intent to
// the route, which reserves the car. Any step that fails says so and goes no further.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const stripeMock = vi.hoisted(() => {
  const element = { mount: vi.fn(), destroy: vi.fn() }
  // The express buttons keep the handlers the component binds, so a test can play Stripe's events.
  const handlers: Record<string, (event: unknown) => void> = {}
  const express = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((name: string, handler: (event: unknown) => void) => {
      handlers[name] = handler
    }),
  }
  const elements = {
    create: vi.fn((type: string, _options?: unknown) => (type === 'expressCheckout' ? express : element)),
    submit: vi.fn(),
  }
  const stripe = { elements: vi.fn(() => elements), confirmPayment: vi.fn() }
  return {
    element,
    express,
    handlers,
    elements,
    stripe,
    loadStripe: vi.fn(async (_key: string) => stripe as unknown),
  }
})
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeMock.loadStripe }))

import type { DepositWallet } from '@forecourt/domain'
import { CheckoutStripePayment, type StripePaymentStart } from './CheckoutStripePayment.js'

const STARTED: StripePaymentStart = { started: { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' } }

beforeEach(() => {
  vi.clearAllMocks()
  stripeMock.loadStripe.mockImplementation(async () => stripeMock.stripe)
  stripeMock.elements.submit.mockResolvedValue({ selectedPaymentMethod: 'card' })
})
afterEach(cleanup)

function renderPayment(answer: StripePaymentStart = STARTED, wallets: DepositWallet[] = []) {
  const startPayment = vi.fn(async (_email: string) => answer)
  const onPaid = vi.fn()
  render(
    <CheckoutStripePayment
      publishableKey="pk_test_dealer"
      amount={100_000}
      currency="aud"
      wallets={wallets}
      returnPath="/cars/rav4-48211/buy-online"
      payLabel="Pay $1,000 deposit"
      startPayment={startPayment}
      onPaid={onPaid}
    />,
  )
  return { startPayment, onPaid }
}

const payButton = () => screen.getByRole('button', { name: 'Pay $1,000 deposit' })

/** Waits for Stripe's form, types the e-mail and presses Pay. */
async function pay(email = 'jo.shopper@example.com') {
  await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false))
  fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: email } })
  fireEvent.click(payButton())
}

const alertText = async () => (await screen.findByRole('alert')).textContent

describe('CheckoutStripePayment', () => {
  it('mounts the Payment Element for the deposit before any payment exists', async () => {
    const { startPayment } = renderPayment()
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false))
    expect(stripeMock.loadStripe).toHaveBeenCalledWith('pk_test_dealer')
    expect(stripeMock.stripe.elements).toHaveBeenCalledWith({
      mode: 'payment',
      amount: 100_000,
      currency: 'aud',
    })
    // Cards only: a wallet shows as an express button, and only when the dealer switches it on.
    expect(stripeMock.elements.create).toHaveBeenCalledOnce()
    expect(stripeMock.elements.create).toHaveBeenCalledWith('payment', {
      wallets: { applePay: 'never', googlePay: 'never' },
    })
    expect(stripeMock.element.mount).toHaveBeenCalledOnce()
    expect(startPayment).not.toHaveBeenCalled()
  })

  it('checks the details with Stripe, starts the payment with the e-mail, confirms it with its secret, then hands it to the route', async () => {
    stripeMock.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })
    const { startPayment, onPaid } = renderPayment()
    await pay(' jo.shopper@example.com ')
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_1'))
    expect(startPayment).toHaveBeenCalledWith('jo.shopper@example.com')
    expect(stripeMock.elements.submit.mock.invocationCallOrder[0]).toBeLessThan(
      startPayment.mock.invocationCallOrder[0] as number,
    )
    expect(stripeMock.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripeMock.elements,
      clientSecret: 'pi_1_secret_2',
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/cars/rav4-48211/buy-online` },
    })
  })

  it.each([
    ['empty', ''],
    ['without a domain', 'jo@'],
  ])('an e-mail %s is refused under the field, and nothing is checked or started', async (_label, email) => {
    const { startPayment } = renderPayment()
    await pay(email)
    const field = screen.getByRole('textbox', { name: /Email/ })
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('invalid email address')).toBeTruthy()
    expect(stripeMock.elements.submit).not.toHaveBeenCalled()
    expect(startPayment).not.toHaveBeenCalled()
  })

  it('incomplete card details show Stripe’s message and start no payment', async () => {
    stripeMock.elements.submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } })
    const { startPayment, onPaid } = renderPayment()
    await pay()
    expect(await alertText()).toBe('Payment not takenYour card number is incomplete.')
    expect(startPayment).not.toHaveBeenCalled()
    expect(stripeMock.stripe.confirmPayment).not.toHaveBeenCalled()
    expect(onPaid).not.toHaveBeenCalled()
  })

  it('a payment the route could not start shows its reason and confirms nothing', async () => {
    const { onPaid } = renderPayment({
      error: 'Sorry, this car has just been sold or reserved, so it can no longer be reserved online.',
    })
    await pay()
    expect(await alertText()).toContain('this car has just been sold or reserved')
    expect(stripeMock.stripe.confirmPayment).not.toHaveBeenCalled()
    expect(onPaid).not.toHaveBeenCalled()
  })

  it('an answer without a payment or a reason is a payment not started', async () => {
    renderPayment({})
    await pay()
    expect(await alertText()).toContain('Your payment could not be started')
    expect(stripeMock.stripe.confirmPayment).not.toHaveBeenCalled()
  })

  it('an e-mail the route refused shows under the field', async () => {
    renderPayment({ fieldErrors: { email: 'invalid email address' } })
    await pay()
    expect(await screen.findByText('invalid email address')).toBeTruthy()
    expect(stripeMock.stripe.confirmPayment).not.toHaveBeenCalled()
  })

  it('a declined card shows Stripe’s message and reserves nothing', async () => {
    stripeMock.stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } })
    const { onPaid } = renderPayment()
    await pay()
    expect(await alertText()).toBe('Payment not takenYour card was declined.')
    expect(onPaid).not.toHaveBeenCalled()
  })

  it('a payment still processing is not a reservation', async () => {
    stripeMock.stripe.confirmPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_1', status: 'processing' },
    })
    const { onPaid } = renderPayment()
    await pay()
    expect(await alertText()).toContain('Your payment did not go through')
    expect(onPaid).not.toHaveBeenCalled()
  })

  it.each([
    ['answers no Stripe', () => stripeMock.loadStripe.mockResolvedValue(null)],
    ['fails to load', () => stripeMock.loadStripe.mockRejectedValue(new Error('script blocked'))],
  ])('when Stripe.js %s, the shopper is told and there is nothing to pay with', async (_label, arrange) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    arrange()
    renderPayment()
    expect(await alertText()).toContain('The card form could not be loaded')
    expect(screen.queryByRole('button', { name: 'Pay $1,000 deposit' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull()
  })
})

describe('CheckoutStripePayment wallets (§3 apple_pay_enabled, google_pay_enabled)', () => {
  const walletPlace = () => document.querySelector('.fc-Checkout-wallets')
  const ready = (available: Record<string, boolean> | undefined) =>
    act(() =>
      stripeMock.handlers.ready?.({ elementType: 'expressCheckout', availablePaymentMethods: available }),
    )
  /** Plays the wallet sheet's confirm; resolves with the event, whose paymentFailed says if it failed. */
  const confirmInWallet = async (email: string | undefined) => {
    const event = {
      paymentFailed: vi.fn(),
      billingDetails: { name: 'Jo', email },
      expressPaymentType: 'apple_pay',
    }
    await act(async () => stripeMock.handlers.confirm?.(event))
    return event
  }

  it.each<[DepositWallet[], string, string]>([
    [['apple_pay'], 'auto', 'never'],
    [['google_pay'], 'never', 'auto'],
    [['apple_pay', 'google_pay'], 'auto', 'auto'],
  ])(
    '%j mounts express buttons for those wallets only, asking for the e-mail',
    async (wallets, apple, google) => {
      renderPayment(STARTED, wallets)
      await waitFor(() => expect(stripeMock.express.mount).toHaveBeenCalledOnce())
      expect(stripeMock.elements.create).toHaveBeenCalledWith('expressCheckout', {
        emailRequired: true,
        paymentMethods: {
          applePay: apple,
          googlePay: google,
          amazonPay: 'never',
          klarna: 'never',
          link: 'never',
          paypal: 'never',
        },
      })
    },
  )

  it('the buttons and “Or pay by card” stay out of sight until Stripe finds a wallet on the device', async () => {
    renderPayment(STARTED, ['apple_pay', 'google_pay'])
    await waitFor(() => expect(stripeMock.express.mount).toHaveBeenCalledOnce())
    expect(walletPlace()?.hasAttribute('data-shown')).toBe(false)
    ready(undefined)
    expect(walletPlace()?.hasAttribute('data-shown')).toBe(false)
    ready({ applePay: false, googlePay: true, link: true })
    expect(walletPlace()?.hasAttribute('data-shown')).toBe(true)
    expect(screen.getByText('Or pay by card')).toBeTruthy()
  })

  it('a wallet payment starts with the wallet’s e-mail, confirms with Stripe and hands the paid intent on', async () => {
    stripeMock.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })
    const { startPayment, onPaid } = renderPayment(STARTED, ['apple_pay'])
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false))
    const event = await confirmInWallet(' jo.wallet@example.com ')
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_1'))
    expect(startPayment).toHaveBeenCalledWith('jo.wallet@example.com')
    expect(stripeMock.elements.submit).toHaveBeenCalledOnce()
    expect(event.paymentFailed).not.toHaveBeenCalled()
  })

  it('a wallet that shares no e-mail is refused in its sheet, starts nothing and says so', async () => {
    const { startPayment } = renderPayment(STARTED, ['google_pay'])
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false))
    const event = await confirmInWallet(undefined)
    expect(event.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' })
    expect(await alertText()).toContain('Your wallet did not share an e-mail address')
    expect(startPayment).not.toHaveBeenCalled()
  })

  it.each([
    [
      'a declined wallet payment',
      { error: { message: 'Your card was declined.' } },
      STARTED,
      'Your card was declined.',
    ],
    [
      'a car sold meanwhile',
      {},
      { error: 'Sorry, this car has just been sold or reserved, so it can no longer be reserved online.' },
      'this car has just been sold or reserved',
    ],
  ])('%s closes the sheet as failed and shows why', async (_label, confirmed, answer, message) => {
    stripeMock.stripe.confirmPayment.mockResolvedValue(confirmed)
    const { onPaid } = renderPayment(answer, ['apple_pay'])
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false))
    const event = await confirmInWallet('jo@example.com')
    await waitFor(() => expect(event.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' }))
    expect(await alertText()).toContain(message)
    expect(onPaid).not.toHaveBeenCalled()
  })
})

describe('CheckoutStripePayment as the server sends it (the page without JavaScript)', () => {
  it('says card payment needs JavaScript and never that it is loading', () => {
    const html = renderToString(
      <CheckoutStripePayment
        publishableKey="pk_test_dealer"
        amount={100_000}
        currency="aud"
        returnPath="/cars/rav4-48211/buy-online"
        payLabel="Pay $1,000 deposit"
        startPayment={vi.fn()}
        onPaid={vi.fn()}
      />,
    )
    expect(html).toContain('Paying a deposit by card needs JavaScript')
    expect(html).not.toContain('Loading the secure card form')
  })
})
