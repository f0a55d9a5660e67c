// What makes a template family its own (issue 11, ARCHITECTURE.md 'FAMILY PROFILES'): its words,
// its search facets, result-card chips, specification table, facet picker, price slider, schema.org
// type and how its vehicles are taken up. Pages, search and the platform all read the same profile;
// one file per family beside this one.
import type { Template } from '../schemas/site.js'
import { capitalised } from './capitalised.js'
import type { ListingKind } from './listing-kinds.js'
import type { VehicleAttributeKey } from './vehicle-attributes.js'

/** How a facet filters: a list of values, a numeric range, or one on/off switch. */
export type FacetKind = 'refinement' | 'range' | 'toggle'

export interface FamilyFacet {
  /** The index attribute. */
  attribute: string
  label: string
  kind: FacetKind
  /** A range's unit as values are written ('kg', 'cc', 'm'), or '$' for an amount. */
  unit?: string
  /** A range's step (a slider thumb moves by it); 1 when absent. */
  step?: number
  /** A range written without thousands separators: a year is 2021, not 2,021. */
  ungrouped?: true
}

/** A tab of the facet picker: a refinement list, or the price slider. */
export interface FamilyFacetTab {
  attribute: string
  label: string
  kind: 'refinement' | 'price'
}

/** The price slider (§9 defaults for cars): the attribute it ranges over and its bounds. */
export interface PriceSlider {
  attribute: 'price' | 'weekly_rate'
  label: string
  min: number
  max: number
  step: number
}

export interface FamilyVocabulary {
  /** 'truck' */
  singular: string
  /** 'trucks': what counts of stock are counted in ('Showing 1–21 of 48 trucks'). */
  plural: string
  /** §2 facet picker title: 'Find the perfect truck for you'. */
  facetPickerTitle: string
  /** The car page of a vehicle that is gone: 'Truck not found'. */
  notFoundTitle: string
  /** The listing's heading: 'New, used and demo trucks'. */
  searchHeading: string
  /** The listing's document title: 'Search new, used and demo trucks'. */
  searchTitle: string
  /** A link to the listing: 'Search Trucks'. */
  searchLink: string
  /** The search box's label: 'Search trucks'. */
  searchBoxLabel: string
  /** 'No trucks match your search.' */
  noResults: string
  /** The saved vehicles' page and strip: 'Saved trucks'. */
  savedHeading: string
  /** The favourites strip with nothing saved: 'No Saved Trucks' (§2 'No Saved Cars'). */
  noSaved: string
  /** The compare page: 'Compare trucks'. */
  compareHeading: string
  /** The link to it: 'Compare Trucks' (§2 'Compare Cars'). */
  compareLink: string
  /** '48 new, used and demo trucks in stock' */
  stockHeadline: (count: number) => string
  /** 'Search all 48 trucks' */
  searchAll: (count: number) => string
}

export interface FamilyProfile {
  template: Template
  vocabulary: FamilyVocabulary
  /** How the family's vehicles are offered; the first is its default. */
  listings: readonly ListingKind[]
  /** The family's listing path when a site sets none (§2 'by template'). */
  searchPath: string
  /** The listing's filters, in the order they show. */
  facets: readonly FamilyFacet[]
  facetTabs: readonly FamilyFacetTab[]
  defaultFacetTab: string
  priceSlider: PriceSlider
  /** Bounds of the price_range facet's buckets, reaching the family's real prices. */
  priceBuckets: readonly number[]
  /** Result card chips, in order. */
  cardAttributes: readonly VehicleAttributeKey[]
  /**
   * The car page sidebar's key facts under the price (§2 Car detail sidebar), in order of
   * preference: the first four the vehicle has are shown.
   */
  summaryAttributes: readonly VehicleAttributeKey[]
  /** The car page's specification table, in order. */
  specificationAttributes: readonly VehicleAttributeKey[]
  /** The family's own names for shared attributes (a motorcycle's body is its Style). */
  attributeLabels: Readonly<Partial<Record<VehicleAttributeKey, string>>>
  /** The schema.org type of its vehicles: Car and Motorcycle exist, trucks and RVs are Vehicles. */
  schemaOrgType: 'Car' | 'Motorcycle' | 'Vehicle'
}

/** '1 truck', '48 trucks'. */
export function countOf(vocabulary: Pick<FamilyVocabulary, 'singular' | 'plural'>, count: number): string {
  return `${count} ${count === 1 ? vocabulary.singular : vocabulary.plural}`
}

/** The words of a family that sells new, used and demo stock of one noun. */
export function stockVocabulary(singular: string, plural: string): FamilyVocabulary {
  const nouns = { singular, plural }
  return {
    singular,
    plural,
    facetPickerTitle: `Find the perfect ${singular} for you`,
    notFoundTitle: `${capitalised(singular)} not found`,
    searchHeading: `New, used and demo ${plural}`,
    searchTitle: `Search new, used and demo ${plural}`,
    searchLink: `Search ${capitalised(plural)}`,
    searchBoxLabel: `Search ${plural}`,
    noResults: `No ${plural} match your search.`,
    savedHeading: `Saved ${plural}`,
    noSaved: `No Saved ${capitalised(plural)}`,
    compareHeading: `Compare ${plural}`,
    compareLink: `Compare ${capitalised(plural)}`,
    stockHeadline: (count) => `${count} new, used and demo ${count === 1 ? singular : plural} in stock`,
    searchAll: (count) => `Search all ${countOf(nouns, count)}`,
  }
}
