// The platform's tables. Columns the platform filters, joins or sorts on are real columns; lists
// that are only ever read whole with their parent (images, opening hours, processors) are jsonb.
// drizzle-kit loads this file on its own, so it imports nothing at runtime but drizzle (type
// imports are erased).
import type {
  Address,
  Car,
  DealerSearchPathInput,
  GarageSettingsInput,
  LeadDelivery,
  ListingKind,
  NavigationItem,
  OpeningHour,
  PaymentProcessor,
  SiteConfigInput,
  SpecialHours,
} from '@forecourt/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

export const sites = pgTable('sites', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  template: text('template').notNull(),
  region: text('region').notNull(),
  currency: text('currency').notNull(),
  phone: text('phone').notNull(),
  logoUrl: text('logo_url'),
  dealershipGroup: text('dealership_group'),
  social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
  features: jsonb('features').$type<Record<string, unknown>>().notNull().default({}),
  /** Per-dealership overrides (§1, §3 `config`), validated by the domain's SiteOverridesSchema. */
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  paymentProvider: text('payment_provider').$type<NonNullable<SiteConfigInput['payment_provider']>>(),
  financeProvider: text('finance_provider').$type<NonNullable<SiteConfigInput['finance_provider']>>(),
  finance: jsonb('finance').$type<NonNullable<SiteConfigInput['finance']>>(),
  manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
  address: jsonb('address').$type<Address>(),
  dealerId: text('dealer_id'),
  googleSiteVerification: text('google_site_verification'),
  searchFilters: text('search_filters'),
  searchPath: text('search_path'),
  /** The site's own search paths with their filters and titles (§2), validated by the domain. */
  searchPaths: jsonb('search_paths').$type<DealerSearchPathInput[]>().notNull().default([]),
  garageEnabled: boolean('garage_enabled').notNull().default(false),
  /** What the garage page asks and links to, the domain's GarageSettingsSchema (defaults when empty). */
  garageSettings: jsonb('garage_settings').$type<GarageSettingsInput>().notNull().default({}),
  gmbProfiles: jsonb('gmb_profiles').$type<Array<{ review_url: string }>>().notNull().default([]),
  dealershipWebsites: jsonb('dealership_websites')
    .$type<NonNullable<SiteConfigInput['dealership_websites']>>()
    .notNull()
    .default([]),
  openingHours: jsonb('opening_hours').$type<OpeningHour[]>().notNull().default([]),
  /** Where completed leads go (issue 13), the domain's LeadDeliverySchema; never served with SiteConfig. */
  leadDelivery: jsonb('lead_delivery')
    .$type<LeadDelivery>()
    .notNull()
    .default({ email: null, crm_webhook: null }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every host a site answers on, stored lower-case without a port. */
export const siteHostnames = pgTable(
  'site_hostnames',
  {
    hostname: text('hostname').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (table) => [index('site_hostnames_site_id_idx').on(table.siteId)],
)

export const dealerships = pgTable(
  'dealerships',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Public by design: the Payment Element needs it in the browser (§3 dealerships). */
    stripePublishableKey: text('stripe_publishable_key'),
    /**
     * How a new-car model deposit is paid (issue 16 row 11): the same processors a car carries, set
     * once per dealership. A model is no stock item, so it has no processors of its own; a dealership
     * with none takes no model deposits.
     */
    paymentProcessors: jsonb('payment_processors').$type<PaymentProcessor[]>().notNull().default([]),
  },
  (table) => [index('dealerships_site_id_idx').on(table.siteId)],
)

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    primary: boolean('primary').notNull().default(false),
    position: integer('position').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    locationType: text('location_type').notNull().default(''),
    locationSubtype: text('location_subtype'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phone: text('phone').notNull(),
    landlinePhone: text('landline_phone'),
    email: text('email'),
    openingHours: jsonb('opening_hours').$type<OpeningHour[]>().notNull().default([]),
    specialHours: jsonb('special_hours').$type<SpecialHours[]>().notNull().default([]),
    averageRating: real('average_rating'),
    reviewCount: integer('review_count').notNull().default(0),
    dealerLicenseNumber: text('dealer_license_number'),
    motorVehicleRepairer: text('motor_vehicle_repairer'),
    image: text('image'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    manufacturers: jsonb('manufacturers').$type<string[]>().notNull().default([]),
    youtubeUrl: text('youtube_url'),
    linkedinUrl: text('linkedin_url'),
    distributionLocations: jsonb('distribution_locations').$type<string[]>().notNull().default([]),
  },
  (table) => [index('locations_dealership_id_idx').on(table.dealershipId)],
)

export const cars = pgTable(
  'cars',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Denormalised from the dealership so a site's listing is one indexed range scan.
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    badge: text('badge'),
    series: text('series'),
    carType: text('car_type').notNull(),
    km: integer('km').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    priceType: text('price_type').notNull(),
    status: text('status').notNull(),
    sold: boolean('sold').notNull().default(false),
    reserved: boolean('reserved').notNull().default(false),
    reservable: boolean('reservable'),
    tag: text('tag'),
    certified: boolean('certified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    stocknum: text('stocknum').notNull(),
    vin: text('vin'),
    simpleBody: text('simple_body').notNull(),
    simpleTransmission: text('simple_transmission').notNull(),
    simpleFuel: text('simple_fuel').notNull(),
    simpleDrive: text('simple_drive'),
    fuel: text('fuel'),
    seats: integer('seats'),
    photosCount: integer('photos_count').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    thumbnails: jsonb('thumbnails').$type<string[]>().notNull().default([]),
    primaryImageUrl: text('primary_image_url'),
    file: text('file'),
    paymentProcessors: jsonb('payment_processors').$type<PaymentProcessor[]>().notNull().default([]),
    hasCheckoutPaymentProcessor: boolean('has_checkout_payment_processor').notNull().default(false),
    financeLenders: jsonb('finance_lenders').$type<Car['finance_lenders']>().notNull().default([]),
    showOnDealerWebsite: boolean('show_on_dealer_website').notNull().default(true),
    /** Sale, subscription or rental (issue 11): a real column, listings filter on it. */
    listingKind: text('listing_kind').$type<ListingKind>().notNull().default('sale'),
    /** A subscription's or rental's terms (weekly price, term, rates…), read whole with the car. */
    listingTerms: jsonb('listing_terms').$type<Record<string, unknown>>(),
    /** A truck's, motorcycle's or RV's family attributes (GVM, cc, berths…), read whole with the car. */
    specs: jsonb('specs').$type<Car['specs']>().notNull().default({ kind: 'car' }),
  },
  (table) => [
    uniqueIndex('cars_site_id_slug_idx').on(table.siteId, table.slug),
    // Serves the listing's order (newest first, then id) for one site.
    index('cars_site_id_created_at_idx').on(table.siteId, table.createdAt.desc(), table.id),
    // The filters shoppers use most (§2 search paths by make and car type).
    index('cars_site_id_make_model_idx').on(table.siteId, table.make, table.model),
    index('cars_site_id_car_type_idx').on(table.siteId, table.carType),
    index('cars_site_id_listing_kind_idx').on(table.siteId, table.listingKind),
  ],
)

// ── Catalogue: brands and the model pages a site shows (§3 Manufacturer, Model) ─────────────────

/** Brands; ids are the domain catalogue's stable ids so a site's manufacturer id never moves. */
export const manufacturers = pgTable('manufacturers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url'),
})

export const models = pgTable(
  'models',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    imageUrl: text('image_url'),
    shortDescription: text('short_description'),
    status: text('status'),
    fuel: text('fuel'),
    body: text('body'),
    position: integer('position').notNull().default(0),
    overrideUrl: text('override_url'),
  },
  (table) => [uniqueIndex('models_site_id_slug_idx').on(table.siteId, table.slug)],
)

/** A site's header or footer menu, read whole (§3 Navigation item is a tree). */
export const navigationMenus = pgTable(
  'navigation_menus',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    placement: text('placement').$type<'header' | 'footer'>().notNull(),
    items: jsonb('items').$type<NavigationItem[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.placement] })],
)

/** Reviews shown on a location card (§2 Location card, §3 Location reviews.list). */
export const locationReviews = pgTable(
  'location_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: real('rating').notNull(),
    text: text('text').notNull().default(''),
    date: text('date'),
  },
  (table) => [index('location_reviews_location_id_idx').on(table.locationId)],
)

// ── Leads (§3 Lead form, §4 multi-step lead) ──────────────────────────────────────────────────

/**
 * One lead, incomplete while a multi-step form is under way and completed by its last step. Its
 * id is a random UUID (the `lead_id` a form reuses): a guessable number would let anyone amend
 * another shopper's lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id').references(() => dealerships.id),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    status: text('status').$type<'incomplete' | 'completed'>().notNull(),
    category: text('category'),
    subcategory: text('subcategory'),
    name: text('name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    postcode: text('postcode'),
    message: text('message'),
    optIn: boolean('opt_in').notNull().default(true),
    termsAgreed: boolean('terms_agreed'),
    stepNumber: integer('step_number').notNull().default(0),
    skippedSteps: jsonb('skipped_steps').$type<Array<{ from: number; to: number }>>().notNull().default([]),
    additionalServices: jsonb('additional_services').$type<string[]>().notNull().default([]),
    /** Every form value as sent (vehicle make, rego, test-drive date, page id, …), merged per step. */
    form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('leads_site_id_created_at_idx').on(table.siteId, table.createdAt)],
)

/**
 * Every accepted lead request under its client key, written in the same transaction as the lead:
 * a retry with the key gets the first answer back instead of a second lead.
 */
export const leadSubmissions = pgTable(
  'lead_submissions',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Hash of the request body: the same key with another body is a client bug, answered 409. */
    requestHash: text('request_hash').notNull(),
    completed: boolean('completed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.idempotencyKey] }),
    index('lead_submissions_lead_id_idx').on(table.leadId),
  ],
)

/**
 * The lead outbox (issue 13): one row per lead and destination, written in the lead's own
 * transaction, so a committed lead always has its deliveries. The row's id is the stable delivery
 * id a CRM de-duplicates on; the unique (lead, kind, destination) makes a second row impossible.
 * A worker claims due rows with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so several
 * platform processes share the work and a crashed one's claim lapses instead of being lost.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: uuid('id').primaryKey(),
    /** null for a notification that is not a lead (a refunded deposit, issue 13 item 5). */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'email' | 'webhook'>().notNull(),
    /** A notification's e-mail, written whole when it is queued; null for a lead (built per attempt). */
    message: jsonb('message').$type<{ subject: string; text: string; replyTo?: string }>(),
    /** A notification's own key (e.g. refund:pi_…:shopper): a webhook Stripe sends twice queues one. */
    dedupeKey: text('dedupe_key').unique(),
    /** The e-mail address or the webhook URL, as configured when the lead was completed. */
    destination: text('destination').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'dead'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lead_deliveries_lead_id_kind_destination_idx').on(
      table.leadId,
      table.kind,
      table.destination,
    ),
    // The worker's scan: due pending rows, oldest first.
    index('lead_deliveries_status_next_attempt_at_idx').on(table.status, table.nextAttemptAt),
  ],
)

/** Every delivery attempt, kept: what a dealer or an operator reads when a lead went missing. */
export const leadDeliveryAttempts = pgTable(
  'lead_delivery_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => leadDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome').$type<'delivered' | 'failed'>().notNull(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lead_delivery_attempts_delivery_id_idx').on(table.deliveryId)],
)

/**
 * A dealer's credential for the dealer API (issue 13): a bearer token, stored only as its SHA-256
 * (tokens are random and long, so a slow hash buys nothing), one site per token.
 */
export const dealerTokens = pgTable(
  'dealer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dealer_tokens_site_id_idx').on(table.siteId)],
)

// ── Shoppers: sign-in by phone, sessions, watchlists (§3 User, Watchlist entry; §6) ──────────

/** A signed-in shopper is a phone number (normalised, e.g. 0412345678). */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  phone: text('phone').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One-time sign-in codes, stored only as a keyed hash so a database read never reveals one. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_codes_phone_created_at_idx').on(table.phone, table.createdAt)],
)

/** Server-side sessions: the cookie carries a signed random id, so signing out really ends it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.carId] })],
)

/**
 * A signed-in shopper's own vehicles on one dealer's site (issue 16 garage): kept per site, so
 * another dealer never sees them; removed with the site or the user.
 */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rego: text('rego'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year'),
    odometerKm: integer('odometer_km'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('garage_vehicles_site_id_user_id_idx').on(table.siteId, table.userId)],
)

/** A shopper revealed a location's phone on a car (§4 Phone reveal, §7). */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_reveals_car_id_idx').on(table.carId)],
)

// ── Payments and reservations (§3 Payment processor, §5 reserve, §7 payment_intent) ──────────

export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** The processor's own id (Stripe `pi_…`, or `test_pi_…` from the local test processor). */
    id: text('id').primaryKey(),
    processor: text('processor').$type<'stripe' | 'test'>().notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    /** The car a deposit reserves; null for a model deposit (exactly one of car and model is set). */
    carId: integer('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    /** The new-car model a deposit orders (issue 16 row 11). */
    modelId: integer('model_id').references(() => models.id, { onDelete: 'cascade' }),
    /** In cents, as processors count. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    origin: text('origin'),
    /**
     * The shopper's address, asked for before a Stripe payment: the refund notice of a payment that
     * lost its car goes here (issue 13 item 5), and Stripe sends its receipt to it.
     */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_intents_car_id_idx').on(table.carId),
    index('payment_intents_model_id_idx').on(table.modelId),
    check('payment_intents_car_or_model', sql`num_nonnulls(${table.carId}, ${table.modelId}) = 1`),
  ],
)

/** A paid deposit holding a car; one per car and one per payment. */
export const reservations = pgTable('reservations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  carId: integer('car_id')
    .notNull()
    .unique()
    .references(() => cars.id, { onDelete: 'cascade' }),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .unique()
    .references(() => paymentIntents.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A paid deposit on a new-car model: an order the dealer fulfils, not a hold on stock, so no car is
 * reserved. One per payment; the lead it raised is how the dealer hears of it.
 */
export const modelDeposits = pgTable(
  'model_deposits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .unique()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('model_deposits_model_id_idx').on(table.modelId)],
)

/**
 * Rate limit counters (http/rate-limiter.ts): one fixed window per limiter and caller, in the
 * database so every platform process counts against the same limit.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limit_windows_window_start_idx').on(table.windowStart)],
)
