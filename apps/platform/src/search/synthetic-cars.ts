// Generated stock for the benchmark and the engine's property tests: cars as the platform holds
// them, drawn from the demo vehicle catalogue with a seeded random source (same seed, same cars).
import type { Car } from '@forecourt/domain'
import { Random } from '../seed/prng.js'
import { VEHICLE_CATALOGUE } from '../seed/vehicle-catalogue.js'
import { type CarSearchRecord, carSearchRecord, type RecordSite } from './car-search-record.js'

const CITIES = [
  ['Brisbane', 'QLD', 'Aspley'],
  ['Brisbane', 'QLD', 'Boondall'],
  ['Gold Coast', 'QLD', 'Southport'],
  ['Sydney', 'NSW', 'Parramatta'],
  ['Melbourne', 'VIC', 'Dandenong'],
  ['Perth', 'WA', 'Osborne Park'],
  ['Auckland', 'AKL', 'Penrose'],
  ['Rockhampton', 'QLD', 'North Rockhampton'],
] as const
const SITES = ['coastal-motors', 'kiwi-auto-hub', 'bay-city-cars', 'southern-cross-auto'] as const
const REFERENCE = Date.UTC(2026, 10, 1)

export function syntheticCars(count: number, seed = 7): Car[] {
  const random = new Random(seed)
  const cars: Car[] = []
  for (let id = 1; id <= count; id++) {
    const model = random.pick(VEHICLE_CATALOGUE)
    const [city, state, suburb] = random.pick(CITIES)
    const site = random.pick(SITES)
    const carType = random.pick(['new', 'used', 'used', 'used', 'demo'] as const)
    const year = carType === 'used' ? random.int(Math.max(model.since, 2008), 2025) : 2026
    const km =
      carType === 'new'
        ? random.int(0, 50)
        : carType === 'demo'
          ? random.int(500, 9000)
          : random.int(5000, 220000)
    const price =
      Math.round((model.newPrice * (carType === 'used' ? 0.35 + random.next() * 0.55 : 1)) / 10) * 10
    const badge = random.pick(model.badges)
    const sold = random.chance(0.05)
    cars.push({
      id,
      slug: `${year}-${model.make}-${model.model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name: `${year} ${model.make} ${model.model} ${badge}`,
      year,
      make: model.make,
      model: model.model,
      badge,
      series: model.series,
      car_type: carType,
      km,
      price,
      price_type: 'Drive Away',
      status: random.chance(0.05) ? 'coming_soon' : 'in_stock',
      sold,
      reserved: !sold && random.chance(0.04),
      reservable: true,
      tag: random.chance(0.03) ? 'Special' : null,
      certified: random.chance(0.2),
      created_at: new Date(REFERENCE - random.int(0, 400) * 86_400_000 - id * 1000).toISOString(),
      views: random.int(0, 900),
      stocknum: `${site.slice(0, 2).toUpperCase()}${String(id).padStart(6, '0')}`,
      vin: null,
      simple_body: model.body,
      simple_transmission: random.pick(model.transmissions),
      simple_fuel: random.pick(model.fuels),
      simple_drive: model.drive,
      fuel: null,
      seats: model.seats,
      photos_count: random.int(0, 30),
      images: [],
      thumbnails: [],
      primary_image_url: null,
      file: null,
      dealership_id: SITES.indexOf(site) + 1,
      dealership_slug: site,
      location: {
        phone: '07 3000 0000',
        city,
        state,
        slug: suburb.toLowerCase().replace(/\s+/g, '-'),
        location_name: `${suburb} - Sales`,
        distribution_locations: [],
      },
      payment_processors: [],
      has_checkout_payment_processor: false,
      finance_lenders: [],
      show_on_dealer_website: true,
      listing: { kind: 'sale' },
      specs: { kind: 'car' },
    })
  }
  return cars
}

const FINANCE = { layout: 'five-year', annual_rate: 8.5, comparison_rate: 9.1, term_years: 5 } as const

export function syntheticRecords(count: number, seed = 7): CarSearchRecord[] {
  return syntheticCars(count, seed).map((car) => {
    const site: RecordSite = { slug: car.dealership_slug, name: car.dealership_slug, finance: FINANCE }
    return carSearchRecord(car, site)
  })
}
