// The platform's tables. Columns the platform filters, joins or sorts on are real columns; lists
// that are only ever read whole with their parent (images, opening hours, processors) are jsonb.
// drizzle-kit loads this file on its own, so it imports nothing at runtime but drizzle (type
// imports are erased).
import type { Car, OpeningHour, PaymentProcessor, SpecialHours } from '@forecourt/domain'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
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
  },
  (table) => [
    uniqueIndex('cars_site_id_slug_idx').on(table.siteId, table.slug),
    // Serves the listing's order (newest first, then id) for one site.
    index('cars_site_id_created_at_idx').on(table.siteId, table.createdAt.desc(), table.id),
  ],
)
