// Kept apart from the hit's schema: the browser's search listing imports this list, and a module
// that builds a zod schema at its top level would bring zod with it (24 kB gzip on the search page).

/**
 * What a search listing asks the index to return for each hit (`attributesToRetrieve`; objectID
 * always comes back): the §3 hit and every other field a result card reads from it, the family's
 * attributes whole as `specs` and `listing_terms`. Not the attributes that only facets, filters and
 * ranking use — price buckets, the combined `city_make`-style attributes, `filtered_features`,
 * `custom_rank`, the flat family attributes — which were about a third of every answer.
 */
export const SEARCH_HIT_ATTRIBUTES = [
  // §3 Search hit
  'name',
  'label',
  'price',
  'primary_image_url',
  'make',
  'make_model',
  'car_type',
  'km',
  'year',
  'seats',
  'stocknum',
  // What a result card reads besides (its chips, price headline, badges, finance estimate, links)
  'slug',
  'model',
  'badge',
  'series',
  'price_type',
  'status',
  'sold',
  'reserved',
  'reservable',
  'tag',
  'certified',
  'created_at',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'fuel',
  'photos_count',
  'dealership_id',
  'dealership_slug',
  'location',
  'finance_lenders',
  'specs',
  'listing_terms',
] as const
