// Settings of the car index (spec §7: Car_production, custom_rank descending) and its sort
// replicas. The indexer writes these through the Algolia API, so Algolia and the embedded
// endpoint are configured by the same data.
import {
  FAMILY_SEARCH_ATTRIBUTES,
  SEARCH_INDEX_NAME,
  SEARCH_RANKING_ATTRIBUTE,
  SEARCH_SORTS,
  type SearchSortKey,
  sortIndexName,
} from '@forecourt/domain'

export const CAR_INDEX = SEARCH_INDEX_NAME

/** Sort replicas by the key the search UI's sort menu uses (the domain's list, §7). */
export const CAR_SORT_REPLICAS = Object.fromEntries(
  SEARCH_SORTS.flatMap((sort) =>
    sort.ranking === null
      ? []
      : [[sort.key, { index: sortIndexName(CAR_INDEX, sort.key), ranking: sort.ranking, label: sort.label }]],
  ),
) as Record<Exclude<SearchSortKey, 'featured'>, { index: string; ranking: string; label: string }>

const ALGOLIA_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

export const CAR_INDEX_SETTINGS = {
  searchableAttributes: [
    'name',
    'make,model,make_model',
    'badge,series',
    'stocknum',
    'simple_body,simple_fuel,car_type',
    'city,location_name,dealership_name',
    'filtered_features,tag',
  ],
  attributesForFaceting: [
    'searchable(make)',
    'searchable(model)',
    'searchable(make_model)',
    'car_type',
    'simple_body',
    'simple_fuel',
    'simple_transmission',
    'price_range',
    'weekly_price_range',
    'searchable(city)',
    'city_make',
    'location_name',
    'location_name_make',
    'location_slug',
    'searchable(dealership_name)',
    'dealership_slug',
    'filtered_features',
    'tag',
    'year',
    'seats',
    // price and km for their range sliders' facets_stats (the data's own ends, issue 16 row 4);
    // year and seats above are facets and ranges both.
    'price',
    'km',
    // A state is a facet, not only a filter: dealer paths such as rv-vehicles-qld refine it and
    // {state} placeholders read its values (issue 11).
    'state',
    // Each family's own facets, ranges and toggles (domain's FAMILY_SEARCH_ATTRIBUTES: listing,
    // GVM, licence class, LAMS, berths, weekly price…); ranges need facets_stats too.
    ...Object.keys(FAMILY_SEARCH_ATTRIBUTES),
    'filterOnly(site)',
    'filterOnly(status)',
    'filterOnly(availability)',
    'filterOnly(sold)',
    'filterOnly(reserved)',
  ],
  customRanking: [`desc(${SEARCH_RANKING_ATTRIBUTE})`],
  replicas: Object.values(CAR_SORT_REPLICAS).map((replica) => replica.index),
  // Stock numbers and years are identifiers: 'CM1234' must not also find 'CM1235'.
  allowTyposOnNumericTokens: false,
  hitsPerPage: 21,
  maxValuesPerFacet: 100,
  // What result cards and suggestions can show highlighted; highlighting every searchable
  // attribute of 21 hits would cost more than the search itself.
  attributesToHighlight: ['name', 'make', 'model', 'badge', 'stocknum'],
}

export function replicaSettings(ranking: string) {
  return { ranking: [ranking, ...ALGOLIA_RANKING], customRanking: [`desc(${SEARCH_RANKING_ATTRIBUTE})`] }
}
