import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detailCar, soldCar, stripe } from '../fixtures/car-page.js'
import { makeCar } from '../fixtures/cars.js'
import { CarActions, type CarActionsProps } from './CarActions.js'

// The overlay's module loads on first use (lazyPart): a slow machine may take a while to import it.
const LAZY = { timeout: 5000 }

afterEach(cleanup)

const props: CarActionsProps = {
  car: detailCar,
  context: { checkoutEnabled: true, financeButton: true },
  currency: 'AUD',
  shareUrl: 'https://dealer.example/cars/2021-toyota-rav4-gx-2wd-48211',
  onAction: () => {},
}
const labels = () =>
  within(screen.getByRole('list', { name: 'Actions for this car' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('CarActions', () => {
  it('offers every action the car allows, Reserve Now with its deposit', () => {
    render(<CarActions {...props} />)
    expect(labels()).toEqual([
      'Enquire Now',
      'Book a Test Drive',
      'Car History Report',
      'Get Finance',
      'Trade-In Valuation',
      'Got a Question?',
      'Request Photos',
      'Reserve Now $500',
      'Share',
    ])
  })

  it('names the list in the words it is given, a car’s by default', () => {
    render(<CarActions {...props} label="Actions for this truck" />)
    expect(screen.getByRole('list', { name: 'Actions for this truck' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Actions for this car' })).toBeNull()
  })

  it('links the history report file and the trade-in page', () => {
    render(<CarActions {...props} />)
    expect(screen.getByRole('link', { name: 'Car History Report' }).getAttribute('href')).toBe(
      'https://reports.example/U48211.pdf',
    )
    expect(screen.getByRole('link', { name: 'Trade-In Valuation' }).getAttribute('href')).toBe(
      '/cars/trade-in?car_id=48211',
    )
  })

  it('leaves out the report without a file, finance when the site has none, reserve when checkout is off', () => {
    render(
      <CarActions
        {...props}
        car={makeCar({ payment_processors: [stripe] })}
        context={{ checkoutEnabled: false, financeButton: false }}
      />,
    )
    expect(labels()).toEqual([
      'Enquire Now',
      'Book a Test Drive',
      'Trade-In Valuation',
      'Got a Question?',
      'Request Photos',
      'Share',
    ])
  })

  it('says the dealer’s enquire label and hides a $0 deposit', () => {
    render(
      <CarActions
        {...props}
        enquireLabel="Message Now"
        car={makeCar({ ...detailCar, payment_processors: [{ ...stripe, deposit_amount: 0 }] })}
      />,
    )
    expect(screen.getByRole('button', { name: 'Message Now' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reserve Now' })).toBeTruthy()
  })

  it('tells the page which action was chosen', () => {
    const onAction = vi.fn()
    render(<CarActions {...props} onAction={onAction} />)
    for (const name of [
      'Enquire Now',
      'Book a Test Drive',
      'Get Finance',
      'Got a Question?',
      'Request Photos',
    ]) {
      fireEvent.click(screen.getByRole('button', { name }))
    }
    expect(onAction.mock.calls.map(([action]) => action)).toEqual([
      'enquire',
      'test-drive',
      'finance',
      'question',
      'request-photos',
    ])
  })

  it('makes every storefront action a link to the address the page gives, so it works without JavaScript', () => {
    const { onAction: _buttons, ...base } = props
    render(<CarActions {...base} hrefOf={(action) => `/cars/48211/${action}`} />)
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Enquire Now', '/cars/48211/enquire'],
      ['Book a Test Drive', '/cars/48211/test-drive'],
      ['Car History Report', 'https://reports.example/U48211.pdf'],
      ['Get Finance', '/cars/48211/finance'],
      ['Trade-In Valuation', '/cars/trade-in?car_id=48211'],
      ['Got a Question?', '/cars/48211/question'],
      ['Request Photos', '/cars/48211/request-photos'],
      ['Reserve Now $500', '/cars/48211/reserve'],
    ])
    // Share is a dialog, never a page.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Share'])
  })

  it('links a sold car’s one action, Find Me Something Similar', () => {
    const { onAction: _buttons, ...base } = props
    render(<CarActions {...base} car={soldCar} hrefOf={(action) => `/cars/sold/${action}`} />)
    expect(labels()).toEqual(['Find Me Something Similar'])
    expect(screen.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href')).toBe(
      '/cars/sold/find-similar',
    )
  })

  it('offers only Find Me Something Similar for a sold car', () => {
    const onAction = vi.fn()
    render(<CarActions {...props} car={soldCar} onAction={onAction} />)
    expect(labels()).toEqual(['Find Me Something Similar'])
    fireEvent.click(screen.getByRole('button', { name: 'Find Me Something Similar' }))
    expect(onAction).toHaveBeenCalledWith('find-similar')
  })

  it('shares through a dialog holding the share row', async () => {
    render(<CarActions {...props} />)
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    const dialog = await screen.findByRole('dialog', { name: 'Share' }, LAZY)
    expect(within(dialog).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent(props.shareUrl),
    )
  })
})
