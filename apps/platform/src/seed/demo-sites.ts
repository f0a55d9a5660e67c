import type { Car, OpeningHour, PaymentProcessor, SpecialHours } from '@forecourt/domain'

// The demo dealers every `npm start` serves. More (trucks, motorcycles, RVs, subscriptions,
// multi-dealership groups) join this list as their template apps arrive.

export interface DemoLocation {
  name: string
  slug: string
  locationType: 'sales' | 'service' | 'parts'
  street: string
  city: string
  state: string
  postcode: string
  lat: number
  lng: number
  phone: string
  email: string
  openingHours: OpeningHour[]
  dealerLicenseNumber: string
  /** Whether stock is kept here (a service centre has none). */
  holdsStock: boolean
}

export interface DemoSite {
  slug: string
  name: string
  template: 'cars'
  region: 'AU' | 'NZ'
  currency: 'AUD' | 'NZD'
  phone: string
  productionHostname: string
  /** First letter(s) of every stock number, so numbers never clash across dealers. */
  stockPrefix: string
  social: Record<string, string>
  features: { checkout: boolean; finance_button: boolean; favourites_storage: 'local' | 'watchlist' }
  dealership: { slug: string; name: string }
  locations: DemoLocation[]
  specialHours: SpecialHours[]
  paymentProcessors: PaymentProcessor[]
  financeLenders: Car['finance_lenders']
}

/** Weekdays 0 (Sunday) … 6 (Saturday); Sunday closed, Saturday short (§3 Opening hour entry). */
function weekHours(open: string, close: string, saturdayClose: string): OpeningHour[] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    if (weekday === 0) return { weekday, open: null, close: null, status: 'Closed', formated_hours: 'Closed' }
    const closing = weekday === 6 ? saturdayClose : close
    return {
      weekday,
      open,
      close: closing,
      status: 'Open',
      formated_hours: `${twelveHour(open)} - ${twelveHour(closing)}`,
    }
  })
}

function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours >= 12 ? 'pm' : 'am'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

const CHRISTMAS_AND_BOXING_DAY: SpecialHours[] = [
  { date: '2026-12-25', status: 'Closed', start_hour: null, end_hour: null },
  { date: '2026-12-26', status: 'Open', start_hour: '10:00', end_hour: '14:00' },
]

// A clearly named local test processor: demo checkout must never reach a real payment provider.
const DEMO_TEST_PROCESSOR: PaymentProcessor = {
  authorization_type: 'test',
  authorization_key: 'test_forecourt_demo_key',
  deposit_amount: 500,
  apple_pay_enabled: false,
  google_pay_enabled: false,
  google_merchant_id: null,
}

export const DEMO_SITES: readonly DemoSite[] = [
  {
    slug: 'coastal-motors',
    name: 'Coastal Motors',
    template: 'cars',
    region: 'AU',
    currency: 'AUD',
    phone: '(07) 3123 4567',
    productionHostname: 'www.coastalmotors.com.au',
    stockPrefix: 'C',
    social: {
      facebook: 'https://www.facebook.com/coastalmotorsbrisbane',
      instagram: 'https://www.instagram.com/coastalmotorsbrisbane',
    },
    features: { checkout: true, finance_button: true, favourites_storage: 'local' },
    dealership: { slug: 'coastal-motors-brisbane', name: 'Coastal Motors Brisbane' },
    locations: [
      {
        name: 'Coastal Motors - Sales',
        slug: 'coastal-motors-sales',
        locationType: 'sales',
        street: '1420 Gympie Road, Aspley',
        city: 'Brisbane',
        state: 'QLD',
        postcode: '4034',
        lat: -27.3656,
        lng: 153.0168,
        phone: '(07) 3123 4567',
        email: 'sales@coastalmotors.com.au',
        openingHours: weekHours('08:30', '17:30', '16:00'),
        dealerLicenseNumber: 'MD3123456',
        holdsStock: true,
      },
      {
        name: 'Coastal Motors - Service',
        slug: 'coastal-motors-service',
        locationType: 'service',
        street: '22 Zillmere Road, Boondall',
        city: 'Brisbane',
        state: 'QLD',
        postcode: '4034',
        lat: -27.35,
        lng: 153.056,
        phone: '(07) 3123 4590',
        email: 'service@coastalmotors.com.au',
        openingHours: weekHours('07:30', '17:00', '12:00'),
        dealerLicenseNumber: 'MD3123456',
        holdsStock: false,
      },
    ],
    specialHours: CHRISTMAS_AND_BOXING_DAY,
    paymentProcessors: [DEMO_TEST_PROCESSOR],
    financeLenders: [{ name: 'Angle', deposit: 0, termYears: 5 }],
  },
  {
    slug: 'kiwi-auto-hub',
    name: 'Kiwi Auto Hub',
    template: 'cars',
    region: 'NZ',
    currency: 'NZD',
    phone: '(09) 555 0123',
    productionHostname: 'www.kiwiautohub.co.nz',
    stockPrefix: 'K',
    social: { facebook: 'https://www.facebook.com/kiwiautohub' },
    features: { checkout: false, finance_button: true, favourites_storage: 'local' },
    dealership: { slug: 'kiwi-auto-hub-auckland', name: 'Kiwi Auto Hub Auckland' },
    locations: [
      {
        name: 'Kiwi Auto Hub - Sales',
        slug: 'kiwi-auto-hub-sales',
        locationType: 'sales',
        street: '455 Great South Road, Penrose',
        city: 'Auckland',
        state: 'Auckland',
        postcode: '1061',
        lat: -36.9087,
        lng: 174.8155,
        phone: '(09) 555 0123',
        email: 'sales@kiwiautohub.co.nz',
        openingHours: weekHours('08:30', '17:30', '16:00'),
        // NZ registers motor vehicle traders rather than licensing dealers; this is that number.
        dealerLicenseNumber: 'M412345',
        holdsStock: true,
      },
    ],
    specialHours: CHRISTMAS_AND_BOXING_DAY,
    paymentProcessors: [],
    financeLenders: [],
  },
]
