import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detailCar, disclaimer, estimate, rentalCar, soldCar, subscriptionCar } from '../fixtures/car-page.js'
import { CarDetailSidebar, type CarDetailSidebarProps } from './CarDetailSidebar.js'

afterEach(cleanup)

const props: CarDetailSidebarProps = {
  car: detailCar,
  currency: 'AUD',
  context: { checkoutEnabled: true, financeButton: true },
  onContinue: () => {},
}

describe('CarDetailSidebar', () => {
  it('shows the title, price, view count and key details', () => {
    render(<CarDetailSidebar {...props} />)
    const sidebar = screen.getByRole('complementary', { name: 'Car summary' })
    expect(within(sidebar).getByRole('heading', { level: 1, name: '2021 Toyota RAV4 GX' })).toBeTruthy()
    expect(sidebar.textContent).toContain('$36,990 Drive Away')
    expect(sidebar.textContent).toContain('214 views')
    const details = Array.from(sidebar.querySelectorAll('dl > div')).map((row) => row.textContent)
    expect(details).toEqual(['Kilometres48,215 km', 'TransmissionAutomatic', 'BodySUV', 'FuelPetrol'])
  })

  it("lists the family's key facts when given, with an icon only where the attribute has one", () => {
    render(
      <CarDetailSidebar
        {...props}
        facts={[
          { attribute: 'simple_body', label: 'Type', value: 'Caravan' },
          { attribute: 'berths', label: 'Berths', value: '4' },
          { attribute: 'atm_kg', label: 'ATM', value: '2,800 kg' },
        ]}
      />,
    )
    const facts = within(screen.getByRole('complementary', { name: 'Car summary' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.querySelectorAll('svg').length])
    expect(facts).toEqual([
      ['Type', 1],
      ['Berths', 0],
      ['ATM', 0],
    ])
    expect(screen.queryByText('Transmission')).toBeNull()
  })

  it('chooses Enquire by default and performs the chosen action on Continue', () => {
    const onContinue = vi.fn()
    render(<CarDetailSidebar {...props} onContinue={onContinue} />)
    const group = screen.getByRole('radiogroup', { name: "I'd like to" })
    expect(within(group).getByRole('radio', { name: 'Enquire' })).toHaveProperty('checked', true)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    fireEvent.click(within(group).getByRole('radio', { name: 'Get Finance' }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    fireEvent.click(within(group).getByRole('radio', { name: 'Reserve Now $500' }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onContinue.mock.calls.map(([choice]) => choice)).toEqual(['enquire', 'finance', 'reserve'])
  })

  it('offers only the choices the site and car allow', () => {
    render(<CarDetailSidebar {...props} context={{ checkoutEnabled: false, financeButton: false }} />)
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Enquire',
    ])
    expect(
      within(screen.getByRole('group', { name: 'Car actions' })).queryByRole('button', { name: 'Reserve' }),
    ).toBeNull()
  })

  it.each([
    {
      listing: 'sale',
      car: detailCar,
      choices: ['Enquire', 'Get Finance', 'Reserve Now $500'],
      bar: 'Reserve',
      path: 'reserve',
    },
    {
      listing: 'subscription',
      car: subscriptionCar,
      choices: ['Enquire', 'Subscribe'],
      bar: 'Subscribe',
      path: 'subscribe',
    },
    { listing: 'rental', car: rentalCar, choices: ['Enquire', 'Book This Car'], bar: 'Book', path: 'book' },
  ])(
    'offers a $listing car its own buying step, in the chooser and the mobile bar',
    ({ car, choices, bar, path }) => {
      const { onContinue: _continue, onFindSimilar: _findSimilar, ...base } = props
      render(<CarDetailSidebar {...base} car={car} hrefOf={(action) => `/cars/rav4/${action}`} />)
      expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
        choices,
      )
      fireEvent.click(screen.getByRole('radio', { name: choices.at(-1) }))
      expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/cars/rav4/${path}`)
      const mobileBar = screen.getByRole('group', { name: 'Car actions' })
      expect(
        within(mobileBar)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Enquire', 'Call Now', bar])
      expect(within(mobileBar).getByRole('link', { name: bar }).getAttribute('href')).toBe(
        `/cars/rav4/${path}`,
      )
    },
  )

  it('has a mobile bar whose Call Now dials the car location', () => {
    const onContinue = vi.fn()
    render(<CarDetailSidebar {...props} onContinue={onContinue} />)
    const bar = screen.getByRole('group', { name: 'Car actions' })
    expect(within(bar).getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:0735550199')
    fireEvent.click(within(bar).getByRole('button', { name: 'Reserve' }))
    expect(onContinue).toHaveBeenCalledWith('reserve')
  })

  it('shows the finance box with its rates when given an estimate', () => {
    render(<CarDetailSidebar {...props} finance={estimate} financeDisclaimer={disclaimer} />)
    const box = screen.getByRole('region', { name: 'Finance' })
    expect(box.textContent).toContain('p.a. comparison rate')
  })

  it('toggles the favourite control', () => {
    const onChange = vi.fn()
    render(<CarDetailSidebar {...props} favourite={{ isSelected: false, onChange }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Favourite' }))
    expect(onChange).toHaveBeenCalledWith(true)
  })

  it('replaces the choices with SOLD and the find-similar prompt for a sold car', () => {
    const onFindSimilar = vi.fn()
    render(<CarDetailSidebar {...props} car={soldCar} onFindSimilar={onFindSimilar} />)
    expect(screen.queryByRole('radiogroup')).toBeNull()
    expect(screen.queryByRole('group', { name: 'Car actions' })).toBeNull()
    expect(screen.getByText('SOLD')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Find Me Something Similar' }))
    expect(onFindSimilar).toHaveBeenCalledOnce()
  })

  it('says Reserved, not SOLD, for a reserved car (§4)', () => {
    render(<CarDetailSidebar {...props} car={{ ...detailCar, reserved: true }} onFindSimilar={() => {}} />)
    expect(screen.queryByRole('radiogroup')).toBeNull()
    expect(screen.getByText('Reserved')).toBeTruthy()
    expect(screen.queryByText('SOLD')).toBeNull()
  })

  it('links Continue, the mobile bar and Get Finance to the pages the storefront gives', () => {
    const { onContinue: _continue, onFindSimilar: _findSimilar, ...base } = props
    render(
      <CarDetailSidebar
        {...base}
        finance={estimate}
        financeDisclaimer={disclaimer}
        hrefOf={(action) => `/cars/rav4/${action}`}
      />,
    )
    const continueLink = screen.getByRole('link', { name: 'Continue' })
    expect(continueLink.getAttribute('href')).toBe('/cars/rav4/enquire')
    fireEvent.click(screen.getByRole('radio', { name: 'Reserve Now $500' }))
    expect(continueLink.getAttribute('href')).toBe('/cars/rav4/reserve')
    const bar = screen.getByRole('group', { name: 'Car actions' })
    expect(within(bar).getByRole('link', { name: 'Enquire' }).getAttribute('href')).toBe('/cars/rav4/enquire')
    expect(within(bar).getByRole('link', { name: 'Reserve' }).getAttribute('href')).toBe('/cars/rav4/reserve')
    const box = screen.getByRole('region', { name: 'Finance' })
    expect(within(box).getByRole('link', { name: 'Get Finance' }).getAttribute('href')).toBe(
      '/cars/rav4/finance',
    )
  })

  it('links a sold car’s one find-similar prompt', () => {
    const { onContinue: _continue, onFindSimilar: _findSimilar, ...base } = props
    render(<CarDetailSidebar {...base} car={soldCar} hrefOf={(action) => `/cars/sold/${action}`} />)
    const prompts = screen.getAllByRole('link', { name: 'Find Me Something Similar' })
    expect(prompts.map((link) => link.getAttribute('href'))).toEqual(['/cars/sold/find-similar'])
    expect(screen.queryByRole('button', { name: 'Find Me Something Similar' })).toBeNull()
  })

  it('reveals the dealer phone in the call box', () => {
    render(<CarDetailSidebar {...props} />)
    const call = screen.getByRole('region', { name: 'Call the dealer' })
    expect(call.textContent).toContain('Bayside Toyota Capalaba')
  })
})
