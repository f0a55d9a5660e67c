import type {
  Car,
  DealerSearchPathInput,
  GarageSettingsInput,
  OpeningHour,
  PaymentProcessor,
  SiteConfigInput,
  SpecialHours,
  Template,
} from '@forecourt/domain'
import { CHRISTMAS_AND_BOXING_DAY, SUMMER_HOLIDAYS, WAITANGI_AND_CHRISTMAS, weekHours } from './demo-hours.js'
import {
  LOCAL_TEST_MODEL_DEPOSIT_PROCESSOR,
  LOCAL_TEST_PROCESSOR,
  ST_GEORGE_PROCESSOR,
  stripeProcessor,
  TILL_PROCESSOR,
} from './demo-payment-processors.js'

// The demo dealers every `npm start` serves: every template family, AU and NZ, a single-location
// dealer, a multi-dealership group with six locations, and each configuration switch of spec §1,
// §3 and §5 set on a named site (the table in README.md says which site shows which switch).

export interface DemoLocation {
  name: string
  slug: string
  locationType: 'sales' | 'service' | 'parts'
  /** §3: may include 'buying'; the group's combined centre is 'service-and-parts'. */
  locationSubtype?: string
  /** Index into the site's dealerships; 0 when omitted. */
  dealership?: number
  street: string
  city: string
  state: string
  postcode: string
  lat: number
  lng: number
  phone: string
  landlinePhone?: string
  email: string
  openingHours: OpeningHour[]
  dealerLicenseNumber: string
  motorVehicleRepairer?: string
  /** The location's own YouTube and LinkedIn pages (§3 contact_detail youtube_url, linkedin_url). */
  youtubeUrl?: string
  linkedinUrl?: string
  /** Whether stock is kept here (a service centre has none). */
  holdsStock: boolean
}

export interface DemoDealership {
  slug: string
  name: string
  stripePublishableKey?: string
  /** How a deposit on a new-car model page is paid (issue 16 row 11); none when omitted. */
  modelDepositProcessors?: PaymentProcessor[]
}

export interface DemoSite {
  slug: string
  name: string
  template: Template
  region: 'AU' | 'NZ'
  currency: 'AUD' | 'NZD'
  phone: string
  productionHostname: string
  /** First letter(s) of every stock number, so numbers never clash across dealers. */
  stockPrefix: string
  /** Relative share of the seeded stock (a group carries more than a single yard). */
  stockShare: number
  social: Record<string, string>
  features: NonNullable<SiteConfigInput['features']>
  config: NonNullable<SiteConfigInput['config']>
  paymentProvider: NonNullable<SiteConfigInput['payment_provider']> | null
  financeProvider: NonNullable<SiteConfigInput['finance_provider']>
  finance?: NonNullable<SiteConfigInput['finance']>
  /** A franchise dealer's brand (§3 manufacturer), by make name. */
  manufacturer?: string
  searchPath?: string
  /** The site's own search paths, each with its filter and title (§2 slug-specific paths). */
  searchPaths?: DealerSearchPathInput[]
  dealershipGroup?: string
  /** Google Search Console's site verification token (§3 google_site_verification). */
  googleSiteVerification?: string
  /** The shopper's garage page (§3 garage_enabled, garage_settings): switched on when given. */
  garage?: GarageSettingsInput
  dealerships: DemoDealership[]
  locations: DemoLocation[]
  specialHours: SpecialHours[]
  paymentProcessors: PaymentProcessor[]
  financeLenders: Car['finance_lenders']
  /** Average ratings of its locations are drawn inside this range. */
  ratingRange: readonly [number, number]
}

const SALES_HOURS = weekHours('08:30', '17:30', { saturdayClose: '16:00' })
const SERVICE_HOURS = weekHours('07:30', '17:00', { saturdayClose: '12:00' })
const WEEKDAY_ONLY_HOURS = weekHours('07:00', '16:30', { saturdayClose: null })
const SEVEN_DAY_HOURS = weekHours('09:00', '17:30', {
  saturdayClose: '17:00',
  sunday: { open: '10:00', close: '16:00' },
})

const SOUTHERN_CROSS_STRIPE_KEY = 'pk_test_forecourt_southern_cross'
const OPEN_ROAD_STRIPE_KEY = 'pk_test_forecourt_open_road'

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
    stockShare: 14,
    social: {
      facebook: 'https://www.facebook.com/coastalmotorsbrisbane',
      instagram: 'https://www.instagram.com/coastalmotorsbrisbane',
    },
    // Checkout on through the local test processor; Angle finance layout (§9).
    features: { checkout: true, finance_button: true, favourites_storage: 'local' },
    config: {
      theme: 'coastal',
      // The home page's hero carousel (§9 autoplay 3000 ms): words and an action, no pictures.
      hero_slides: [
        {
          title: 'Drive away this weekend',
          text: 'Drive-away prices on our specials, each with a 12 month warranty.',
          href: '/special-offers',
          cta: 'See the specials',
        },
        {
          title: 'Finance made simple',
          text: 'A weekly estimate on every car, and pre-approval in minutes.',
          href: '/finance-pre-approval',
          cta: 'Get pre-approved',
        },
        {
          title: 'Book your next service',
          text: 'Logbook services at our Boondall service centre.',
          href: '/service',
          cta: 'Book a Service',
        },
      ],
    },
    googleSiteVerification: 'forecourt-demo-coastal-motors',
    paymentProvider: 'test',
    financeProvider: 'Angle',
    finance: { layout: 'angle', annual_rate: 8.99, comparison_rate: 9.49, term_years: 5 },
    // The model-deposit demo: its model pages offer "Reserve this model" through the test processor.
    dealerships: [
      {
        slug: 'coastal-motors-brisbane',
        name: 'Coastal Motors Brisbane',
        modelDepositProcessors: [LOCAL_TEST_MODEL_DEPOSIT_PROCESSOR],
      },
    ],
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
        openingHours: SALES_HOURS,
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
        openingHours: SERVICE_HOURS,
        dealerLicenseNumber: 'MD3123456',
        motorVehicleRepairer: 'MVR 48213',
        holdsStock: false,
      },
    ],
    specialHours: CHRISTMAS_AND_BOXING_DAY,
    paymentProcessors: [LOCAL_TEST_PROCESSOR],
    financeLenders: [{ name: 'Angle', deposit: 0, termYears: 5 }],
    ratingRange: [4.3, 4.9],
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
    stockShare: 10,
    social: { facebook: 'https://www.facebook.com/kiwiautohub' },
    // The single-location dealer: checkout off, no processor, NZ numeric phone input, and reviews
    // held back because its rating sits below the site's minimum (§9).
    features: { checkout: false, finance_button: true, favourites_storage: 'local' },
    config: {
      theme: 'bushland',
      enquiry: { phone_input: 'numeric' },
      reviews: { min_rating: 4.8, hidden: false },
      // The NZ dealer rating banner in the footer (§2 'for one region'); a passenger site: 'V'.
      dealer_rating_banner: true,
    },
    paymentProvider: null,
    financeProvider: '360 Finance',
    dealerships: [{ slug: 'kiwi-auto-hub-auckland', name: 'Kiwi Auto Hub Auckland' }],
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
        openingHours: SALES_HOURS,
        // NZ registers motor vehicle traders rather than licensing dealers; this is that number.
        dealerLicenseNumber: 'M412345',
        holdsStock: true,
      },
    ],
    specialHours: WAITANGI_AND_CHRISTMAS,
    paymentProcessors: [],
    financeLenders: [],
    ratingRange: [4.2, 4.6],
  },
  {
    slug: 'southern-cross-motor-group',
    name: 'Southern Cross Motor Group',
    template: 'cars',
    region: 'AU',
    currency: 'AUD',
    phone: '(02) 9687 1200',
    productionHostname: 'www.southerncrossmotorgroup.com.au',
    stockPrefix: 'S',
    stockShare: 26,
    social: {
      facebook: 'https://www.facebook.com/southerncrossmotorgroup',
      instagram: 'https://www.instagram.com/southerncrossmotorgroup',
      youtube: 'https://www.youtube.com/@southerncrossmotorgroup',
      tiktok: 'https://www.tiktok.com/@southerncrossmotorgroup',
    },
    // The multi-dealership group: Stripe deposits on /buy-online, a server-side watchlist under its
    // own favourites path, 'Message Now' buttons, the large sticky header and the locations footer.
    features: {
      checkout: true,
      checkout_path: 'buy-online',
      finance_button: true,
      favourites_storage: 'watchlist',
      compare_used_only: true,
    },
    config: {
      theme: 'base',
      labels: { enquire: 'Message Now', submit: 'Send Message' },
      header_variant: 'large-sticky',
      footer_variant: 'locations',
      favourites_path: '/mybigboxcars',
      force_banner_locations_link: true,
      enquiry: { hear_about_us: true },
      // A search started off the listing (home hero, banner box) opens on used cars (§2 suffix).
      search_suffix: 'refinementList[car_type][0]=used',
      // The group's own privacy policy, with its response times (§9 'Privacy policy for one group').
      privacy_text: [
        'Southern Cross Motor Group and its dealerships collect the personal information you give us to answer your enquiries, sell and service your vehicle and, with your consent, tell you about offers.',
        'You may ask to see the personal information we hold about you, and complain to our privacy officer on (02) 9687 1200 about how we handled it.',
      ].join('\n\n'),
      privacy_response_times: true,
      // §2 brand links: a one-model brand opens its model page, a short name its brand page.
      brand_links: { tesla: '/tesla-model-3', vw: '/brands/volkswagen' },
      // The group's own pages (§2): its used-car guarantee (§9 terms), protection plan and a
      // brand service booking page, at paths of its choosing.
      pages: [
        { path: 'handback-guarantee', title: 'Handback Guarantee', kind: 'money-back-guarantee' },
        {
          path: 'protection-plan',
          title: 'Protection Plan',
          kind: 'text',
          text: [
            'Every used car from Southern Cross Motor Group can be covered by our Protection Plan: mechanical and electrical cover for up to five years, roadside assistance around Australia and a replacement car while yours is repaired.',
            'Ask our sales team for the plan that suits your car and how you drive.',
          ].join('\n\n'),
        },
        {
          path: 'toyota-service',
          title: 'Book a Toyota Service',
          kind: 'service-booking',
          text: null,
        },
      ],
    },
    paymentProvider: 'stripe',
    financeProvider: 'Taurus',
    finance: { layout: 'deposit-balloon', annual_rate: 7.99, comparison_rate: 8.45, term_years: 5 },
    dealershipGroup: 'Southern Cross Motor Group',
    dealerships: [
      {
        slug: 'southern-cross-toyota',
        name: 'Southern Cross Toyota',
        stripePublishableKey: SOUTHERN_CROSS_STRIPE_KEY,
      },
      {
        slug: 'southern-cross-mazda',
        name: 'Southern Cross Mazda',
        stripePublishableKey: SOUTHERN_CROSS_STRIPE_KEY,
      },
    ],
    locations: [
      {
        name: 'Southern Cross Toyota - Sales',
        slug: 'southern-cross-toyota-sales',
        locationType: 'sales',
        dealership: 0,
        street: '180 Church Street',
        city: 'Parramatta',
        state: 'NSW',
        postcode: '2150',
        lat: -33.8121,
        lng: 151.0035,
        phone: '(02) 9687 1200',
        landlinePhone: '1300 732 111',
        email: 'toyota@southerncrossmotorgroup.com.au',
        openingHours: SALES_HOURS,
        dealerLicenseNumber: 'MD12044',
        holdsStock: true,
      },
      {
        name: 'Southern Cross Mazda - Sales',
        slug: 'southern-cross-mazda-sales',
        locationType: 'sales',
        dealership: 1,
        street: '95 Mulgoa Road',
        city: 'Penrith',
        state: 'NSW',
        postcode: '2750',
        lat: -33.7545,
        lng: 150.6872,
        phone: '(02) 4721 3300',
        email: 'mazda@southerncrossmotorgroup.com.au',
        openingHours: SALES_HOURS,
        dealerLicenseNumber: 'MD12045',
        holdsStock: true,
      },
      {
        name: 'Southern Cross - Service',
        slug: 'southern-cross-service',
        locationType: 'service',
        dealership: 0,
        street: '12 Sunnyholt Road',
        city: 'Blacktown',
        state: 'NSW',
        postcode: '2148',
        lat: -33.7688,
        lng: 150.9065,
        phone: '(02) 9621 8800',
        email: 'service@southerncrossmotorgroup.com.au',
        openingHours: SERVICE_HOURS,
        dealerLicenseNumber: 'MD12044',
        motorVehicleRepairer: 'MVRL 52118',
        holdsStock: false,
      },
      {
        name: 'Southern Cross - Parts',
        slug: 'southern-cross-parts',
        locationType: 'parts',
        dealership: 0,
        street: '3 Powers Road',
        city: 'Seven Hills',
        state: 'NSW',
        postcode: '2147',
        lat: -33.7741,
        lng: 150.9433,
        phone: '(02) 9838 4400',
        email: 'parts@southerncrossmotorgroup.com.au',
        openingHours: WEEKDAY_ONLY_HOURS,
        dealerLicenseNumber: 'MD12044',
        holdsStock: false,
      },
      {
        name: 'Southern Cross Mazda - Service & Parts',
        slug: 'southern-cross-mazda-service-and-parts',
        locationType: 'service',
        locationSubtype: 'service-and-parts',
        dealership: 1,
        street: '14 Castle Street',
        city: 'Castle Hill',
        state: 'NSW',
        postcode: '2154',
        lat: -33.7312,
        lng: 151.0052,
        phone: '(02) 9899 6600',
        email: 'mazdaservice@southerncrossmotorgroup.com.au',
        openingHours: SERVICE_HOURS,
        dealerLicenseNumber: 'MD12045',
        motorVehicleRepairer: 'MVRL 52119',
        holdsStock: false,
      },
      {
        name: 'Southern Cross Buying Centre',
        slug: 'southern-cross-buying-centre',
        locationType: 'sales',
        locationSubtype: 'buying',
        dealership: 0,
        street: '2 Victoria Road',
        city: 'Rydalmere',
        state: 'NSW',
        postcode: '2116',
        lat: -33.8142,
        lng: 151.0281,
        phone: '(02) 9684 5500',
        email: 'buying@southerncrossmotorgroup.com.au',
        openingHours: WEEKDAY_ONLY_HOURS,
        dealerLicenseNumber: 'MD12044',
        // The buying centre's own channels: its 'we buy your car' videos and its buyers' page.
        youtubeUrl: 'https://www.youtube.com/@southerncrossbuyingcentre',
        linkedinUrl: 'https://www.linkedin.com/company/southern-cross-motor-group',
        holdsStock: false,
      },
    ],
    specialHours: SUMMER_HOLIDAYS,
    paymentProcessors: [stripeProcessor(SOUTHERN_CROSS_STRIPE_KEY, 1000)],
    financeLenders: [{ name: 'Taurus', deposit: 10, termYears: 5 }],
    ratingRange: [4.4, 4.9],
  },
  {
    slug: 'harbour-nissan',
    name: 'Harbour Nissan',
    template: 'cars',
    region: 'AU',
    currency: 'AUD',
    phone: '(07) 5536 2200',
    productionHostname: 'www.harbournissan.com.au',
    stockPrefix: 'H',
    stockShare: 12,
    social: { facebook: 'https://www.facebook.com/harbournissan' },
    // A franchise dealer on the NSW/QLD border: Till hosted-page deposits, Nissan Finance, the
    // border-time banner note, location links to /contact and a fixed Enquire Now contact page; the
    // banner shows its address and phone, the sub-footer every location's licence numbers.
    features: { checkout: true, finance_button: true, favourites_storage: 'local', print_to_pdf: true },
    config: {
      theme: 'redline',
      header_variant: 'banner-address',
      footer_variant: 'licence-numbers',
      border_time_note: 'Tweed Heads is on NSW time: one hour ahead of Queensland in daylight saving',
      location_links_to_contact: true,
      enquiry: { fixed_contact_slug: 'harbour-nissan' },
    },
    paymentProvider: 'till',
    financeProvider: 'Nissan Finance',
    manufacturer: 'Nissan',
    // Its service department keeps shoppers' own cars on file: the garage asks the odometer too and
    // links each car to a valuation and to Book a Service.
    garage: {
      heading: 'My Garage',
      intro: 'Keep your Nissan (or any car) here for a trade-in valuation or a service booking in one step.',
      fields: { rego: 'required', year: 'required', odometer_km: 'required' },
      trade_in_link: true,
      service_link: true,
    },
    // A franchise dealer calls its used and demo stock pre-owned (§2 pre-owned-cars).
    searchPaths: [
      { path: 'pre-owned-cars', title: 'Pre-owned cars', filter: { car_type: ['used', 'demo'] } },
    ],
    dealerships: [{ slug: 'harbour-nissan-tweed', name: 'Harbour Nissan Tweed Heads' }],
    locations: [
      {
        name: 'Harbour Nissan - Sales',
        slug: 'harbour-nissan-sales',
        locationType: 'sales',
        street: '1 Minjungbal Drive',
        city: 'Tweed Heads South',
        state: 'NSW',
        postcode: '2486',
        lat: -28.1967,
        lng: 153.5399,
        phone: '(07) 5536 2200',
        email: 'sales@harbournissan.com.au',
        openingHours: SALES_HOURS,
        dealerLicenseNumber: 'MD20417',
        holdsStock: true,
      },
      {
        name: 'Harbour Nissan - Service',
        slug: 'harbour-nissan-service',
        locationType: 'service',
        street: '7 Greenway Drive',
        city: 'Tweed Heads South',
        state: 'NSW',
        postcode: '2486',
        lat: -28.1989,
        lng: 153.5442,
        phone: '(07) 5536 2299',
        email: 'service@harbournissan.com.au',
        openingHours: SERVICE_HOURS,
        dealerLicenseNumber: 'MD20417',
        motorVehicleRepairer: 'MVRL 60321',
        holdsStock: false,
      },
    ],
    specialHours: CHRISTMAS_AND_BOXING_DAY,
    paymentProcessors: [TILL_PROCESSOR],
    financeLenders: [{ name: 'Nissan Finance', deposit: 10, termYears: 4 }],
    ratingRange: [4.0, 4.7],
  },
  {
    slug: 'big-rig-trucks',
    name: 'Big Rig Trucks',
    template: 'trucks',
    region: 'AU',
    currency: 'AUD',
    phone: '(03) 9369 4000',
    productionHostname: 'www.bigrigtrucks.com.au',
    stockPrefix: 'T',
    stockShare: 10,
    social: { facebook: 'https://www.facebook.com/bigrigtrucksmelbourne' },
    // Trucks: St George hosted-page deposits, Powertorque finance, message optional, Sunday by
    // appointment, the large header and the opening-hours footer.
    features: { checkout: true, finance_button: true, favourites_storage: 'local' },
    config: {
      theme: 'midnight',
      header_variant: 'large',
      footer_variant: 'hours',
      sunday_by_appointment: true,
      enquiry: { message_optional: true },
    },
    googleSiteVerification: 'forecourt-demo-big-rig-trucks',
    paymentProvider: 'st_george',
    financeProvider: 'Powertorque',
    finance: { layout: 'five-year', annual_rate: 9.95, comparison_rate: 10.4, term_years: 5 },
    searchPath: '/search/new-used-and-demo-trucks/',
    dealerships: [{ slug: 'big-rig-trucks-laverton', name: 'Big Rig Trucks Laverton' }],
    locations: [
      {
        name: 'Big Rig Trucks - Sales',
        slug: 'big-rig-trucks-sales',
        locationType: 'sales',
        street: '120 Boundary Road',
        city: 'Laverton North',
        state: 'VIC',
        postcode: '3026',
        lat: -37.8157,
        lng: 144.7873,
        phone: '(03) 9369 4000',
        email: 'sales@bigrigtrucks.com.au',
        openingHours: SALES_HOURS,
        dealerLicenseNumber: 'LMCT 11872',
        holdsStock: true,
      },
      {
        name: 'Big Rig Trucks - Parts',
        slug: 'big-rig-trucks-parts',
        locationType: 'parts',
        street: '124 Boundary Road',
        city: 'Laverton North',
        state: 'VIC',
        postcode: '3026',
        lat: -37.8161,
        lng: 144.7881,
        phone: '(03) 9369 4010',
        email: 'parts@bigrigtrucks.com.au',
        openingHours: WEEKDAY_ONLY_HOURS,
        dealerLicenseNumber: 'LMCT 11872',
        holdsStock: false,
      },
    ],
    specialHours: SUMMER_HOLIDAYS,
    paymentProcessors: [ST_GEORGE_PROCESSOR],
    financeLenders: [{ name: 'Powertorque', deposit: 20, termYears: 5 }],
    ratingRange: [4.1, 4.8],
  },
  {
    slug: 'throttle-motorcycles',
    name: 'Throttle Motorcycles',
    template: 'motorcycles',
    region: 'AU',
    currency: 'AUD',
    phone: '(08) 9444 7100',
    productionHostname: 'www.throttlemotorcycles.com.au',
    stockPrefix: 'M',
    stockShare: 10,
    social: { instagram: 'https://www.instagram.com/throttlemotorcyclesperth' },
    // Motorcycles: local test processor with checkout on, AusLoans, terms required on forms,
    // reviews hidden, custom button labels, the logo-and-social footer.
    features: { checkout: true, finance_button: true, favourites_storage: 'local' },
    config: {
      theme: 'redline',
      labels: { enquire: 'Ask About This Bike', submit: 'Send Enquiry' },
      footer_variant: 'social',
      reviews: { min_rating: 0, hidden: true },
      enquiry: { terms_required: true },
      terms_text: 'I agree to Throttle Motorcycles contacting me about this enquiry.',
    },
    paymentProvider: 'test',
    financeProvider: 'AusLoans',
    // The listing shows every bike; its used and new paths show just those (§2, issue 11).
    searchPath: '/search/new-used-and-demo-motorcycles/',
    searchPaths: [
      { path: 'used-motorcycles', title: 'Used motorcycles', filter: { car_type: ['used'] } },
      { path: 'new-motorcycles', title: 'New motorcycles', filter: { car_type: ['new'] } },
    ],
    dealerships: [{ slug: 'throttle-motorcycles-osborne-park', name: 'Throttle Motorcycles Osborne Park' }],
    locations: [
      {
        name: 'Throttle Motorcycles - Sales',
        slug: 'throttle-motorcycles-sales',
        locationType: 'sales',
        street: '310 Scarborough Beach Road',
        city: 'Osborne Park',
        state: 'WA',
        postcode: '6017',
        lat: -31.9005,
        lng: 115.8115,
        phone: '(08) 9444 7100',
        email: 'ride@throttlemotorcycles.com.au',
        openingHours: SALES_HOURS,
        dealerLicenseNumber: 'MD 27781',
        holdsStock: true,
      },
    ],
    specialHours: CHRISTMAS_AND_BOXING_DAY,
    paymentProcessors: [LOCAL_TEST_PROCESSOR],
    financeLenders: [{ name: 'AusLoans', deposit: 0, termYears: 3 }],
    ratingRange: [4.5, 4.9],
  },
  {
    slug: 'open-road-rvs',
    name: 'Open Road RVs',
    template: 'rvs',
    region: 'AU',
    currency: 'AUD',
    phone: '(07) 5593 8800',
    productionHostname: 'www.openroadrvs.com.au',
    stockPrefix: 'R',
    stockShare: 9,
    social: {
      facebook: 'https://www.facebook.com/openroadrvs',
      youtube: 'https://www.youtube.com/@openroadrvs',
    },
    // RVs: Stripe deposits, manual finance, seven-day trading, holiday hours, 'Dealership:' and
    // 'Service Centre:' banner entries, map footer.
    features: { checkout: true, finance_button: false, favourites_storage: 'local' },
    config: {
      theme: 'bushland',
      header_variant: 'banner-entries',
      footer_variant: 'map',
      full_opening_hours: true,
    },
    paymentProvider: 'stripe',
    financeProvider: 'Manual',
    searchPath: '/search/rv-vehicles',
    // A yard each side of the border: the Queensland paths list only the Gold Coast stock (§2).
    searchPaths: [
      { path: 'rv-vehicles-qld', title: 'RVs in Queensland', filter: { state: ['QLD'] } },
      { path: 'rv-utes-qld', title: 'Utes in Queensland', filter: { simple_body: ['Ute'], state: ['QLD'] } },
    ],
    dealerships: [
      {
        slug: 'open-road-rvs-gold-coast',
        name: 'Open Road RVs Gold Coast',
        stripePublishableKey: OPEN_ROAD_STRIPE_KEY,
      },
    ],
    locations: [
      {
        name: 'Open Road RVs - Sales',
        slug: 'open-road-rvs-sales',
        locationType: 'sales',
        street: '55 Currumburra Road',
        city: 'Ashmore',
        state: 'QLD',
        postcode: '4214',
        lat: -27.9891,
        lng: 153.3677,
        phone: '(07) 5593 8800',
        email: 'sales@openroadrvs.com.au',
        openingHours: SEVEN_DAY_HOURS,
        dealerLicenseNumber: 'MD 4410917',
        holdsStock: true,
      },
      {
        name: 'Open Road RVs - Coffs Harbour',
        slug: 'open-road-rvs-coffs-harbour',
        locationType: 'sales',
        street: '248 Pacific Highway',
        city: 'Coffs Harbour',
        state: 'NSW',
        postcode: '2450',
        lat: -30.2776,
        lng: 153.1253,
        phone: '(02) 6652 4400',
        email: 'coffs@openroadrvs.com.au',
        openingHours: SALES_HOURS,
        dealerLicenseNumber: 'MD 072214',
        holdsStock: true,
      },
      {
        name: 'Open Road RVs - Service',
        slug: 'open-road-rvs-service',
        locationType: 'service',
        street: '61 Currumburra Road',
        city: 'Ashmore',
        state: 'QLD',
        postcode: '4214',
        lat: -27.9895,
        lng: 153.3684,
        phone: '(07) 5593 8811',
        email: 'service@openroadrvs.com.au',
        openingHours: SERVICE_HOURS,
        dealerLicenseNumber: 'MD 4410917',
        motorVehicleRepairer: 'ARC AU-27714',
        holdsStock: false,
      },
    ],
    specialHours: SUMMER_HOLIDAYS,
    paymentProcessors: [stripeProcessor(OPEN_ROAD_STRIPE_KEY, 2000)],
    financeLenders: [],
    ratingRange: [4.2, 4.9],
  },
  {
    slug: 'drive-subscriptions',
    name: 'Drive Subscriptions',
    template: 'subscriptions',
    region: 'NZ',
    currency: 'NZD',
    phone: '(03) 365 2200',
    productionHostname: 'www.drivesubscriptions.co.nz',
    stockPrefix: 'D',
    stockShare: 9,
    social: { facebook: 'https://www.facebook.com/drivesubscriptionsnz' },
    // Subscriptions: no checkout, watchlist favourites, Sunday by appointment, the staff footer.
    features: { checkout: false, finance_button: false, favourites_storage: 'watchlist' },
    config: {
      theme: 'coastal',
      sunday_by_appointment: true,
      footer_variant: 'staff',
      footer_staff: [
        {
          name: 'Aroha Ngata',
          role: 'Subscriptions Manager',
          phone: '(03) 365 2201',
          email: 'aroha@drivesubscriptions.co.nz',
        },
        { name: 'James Whitfield', role: 'Fleet Coordinator', phone: '(04) 385 1101' },
      ],
    },
    paymentProvider: 'test',
    financeProvider: 'Manual',
    // Subscriptions and rentals side by side; each path lists one of them, a city's subscriptions
    // its own (§2 subscription-cars-{location}, issue 11 /search/rental-cars/).
    searchPath: '/search/our-cars/',
    searchPaths: [
      { path: 'our-cars', title: 'Subscription and rental cars' },
      { path: 'subscription-cars', title: 'Subscription cars', filter: { listing: ['subscription'] } },
      { path: 'rental-cars', title: 'Rental cars', filter: { listing: ['rental'] } },
      {
        path: 'subscription-cars-{city}',
        title: 'Subscription cars in {city}',
        filter: { listing: ['subscription'] },
      },
    ],
    dealerships: [{ slug: 'drive-subscriptions-christchurch', name: 'Drive Subscriptions Christchurch' }],
    locations: [
      {
        name: 'Drive Subscriptions - Christchurch',
        slug: 'drive-subscriptions-christchurch',
        locationType: 'sales',
        street: '88 Moorhouse Avenue',
        city: 'Christchurch',
        state: 'Canterbury',
        postcode: '8011',
        lat: -43.5409,
        lng: 172.6413,
        phone: '(03) 365 2200',
        email: 'hello@drivesubscriptions.co.nz',
        openingHours: SALES_HOURS,
        dealerLicenseNumber: 'M512870',
        holdsStock: true,
      },
      {
        name: 'Drive Subscriptions - Wellington',
        slug: 'drive-subscriptions-wellington',
        locationType: 'sales',
        street: '40 Kent Terrace',
        city: 'Wellington',
        state: 'Wellington',
        postcode: '6011',
        lat: -41.2953,
        lng: 174.7847,
        phone: '(04) 385 1100',
        email: 'wellington@drivesubscriptions.co.nz',
        openingHours: SALES_HOURS,
        dealerLicenseNumber: 'M512870',
        holdsStock: true,
      },
    ],
    specialHours: WAITANGI_AND_CHRISTMAS,
    paymentProcessors: [LOCAL_TEST_PROCESSOR],
    financeLenders: [],
    ratingRange: [4.0, 4.6],
  },
  {
    slug: 'capricorn-auto-group',
    name: 'Capricorn Auto Group',
    template: 'cars',
    region: 'AU',
    currency: 'AUD',
    phone: '(07) 4922 3300',
    productionHostname: 'www.capricornautogroup.com.au',
    stockPrefix: 'Q',
    stockShare: 8,
    social: { facebook: 'https://www.facebook.com/capricornautogroup' },
    // A used-car group with yards in Brisbane and Rockhampton, each with its own used-car path (§2
    // used-cars-brisbane, used-cars-rockhampton).
    features: { checkout: true, finance_button: true, favourites_storage: 'local' },
    config: { theme: 'base' },
    paymentProvider: 'test',
    financeProvider: 'Manual',
    searchPaths: [
      {
        path: 'used-cars-brisbane',
        title: 'Used cars in Brisbane',
        filter: { car_type: ['used'], city: ['Brisbane'] },
      },
      {
        path: 'used-cars-rockhampton',
        title: 'Used cars in Rockhampton',
        filter: { car_type: ['used'], city: ['Rockhampton'] },
      },
    ],
    dealerships: [{ slug: 'capricorn-auto-group-queensland', name: 'Capricorn Auto Group' }],
    locations: [
      {
        name: 'Capricorn Auto Group - Rockhampton',
        slug: 'capricorn-auto-group-rockhampton',
        locationType: 'sales',
        street: '185 Musgrave Street, North Rockhampton',
        city: 'Rockhampton',
        state: 'QLD',
        postcode: '4701',
        lat: -23.3654,
        lng: 150.5188,
        phone: '(07) 4922 3300',
        email: 'rockhampton@capricornautogroup.com.au',
        openingHours: SALES_HOURS,
        dealerLicenseNumber: 'MD 3107742',
        holdsStock: true,
      },
      {
        name: 'Capricorn Auto Group - Brisbane',
        slug: 'capricorn-auto-group-brisbane',
        locationType: 'sales',
        street: '640 Kingsford Smith Drive, Eagle Farm',
        city: 'Brisbane',
        state: 'QLD',
        postcode: '4009',
        lat: -27.4326,
        lng: 153.0857,
        phone: '(07) 3868 4100',
        email: 'brisbane@capricornautogroup.com.au',
        openingHours: SALES_HOURS,
        dealerLicenseNumber: 'MD 3107742',
        holdsStock: true,
      },
    ],
    specialHours: CHRISTMAS_AND_BOXING_DAY,
    paymentProcessors: [LOCAL_TEST_PROCESSOR],
    financeLenders: [],
    ratingRange: [4.1, 4.7],
  },
]
