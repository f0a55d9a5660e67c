// What a form needs to know about the site and the car it is shown for. Built from the domain's
// SiteConfig and Car so that every per-tenant option is a site-config flag, never a tenant's name.
import {
  type Availability,
  availabilityOf,
  type Car,
  enquiryLocationChoices,
  enquiryRequirements,
  hasLocationField,
  isTestDriveOnly,
  type PhoneInputRule,
  pageParagraphs,
  type SiteConfig,
  subscriptionTermChoices,
  termText,
} from '@forecourt/domain'

export interface FormOption {
  value: string
  label: string
}

/** The car a form is about, as much as a lead needs (§3 Lead form). */
export interface FormCar {
  id: number
  name: string
  slug: string
  make: string
  model: string
  car_type: Car['car_type']
  stocknum: string
  dealership_slug: string
  location: string
  testDriveOnly: boolean
  /** Its availability when the form was shown, sent as the lead's vehicle_status (§3, §4). */
  status: Availability
  year: number
  km: number
}

export interface FormContext {
  siteSlug: string
  /** Button texts (§9): Enquire Now or Message Now, Submit Form. */
  labels: { enquire: string; submit: string }
  phoneRule: PhoneInputRule
  messageOptional: boolean
  termsRequired: boolean
  hearAboutUs: boolean
  dealershipFieldRemoved: boolean
  locations: FormOption[]
  dealerships: FormOption[]
  /** Privacy text or page linked from every form (APP 5 collection notice). */
  privacyHref: string
  /** The dealer's terms, shown where a form asks to agree to them (§5 terms_agreed); null without. */
  terms: { href: string; paragraphs: string[] } | null
  car: FormCar | null
  /** The path of the page the form is sent from, the lead's page_id (§3); null where unknown. */
  pageId: string | null
  manufacturerSlug: string | null
  /** The terms the car can be subscribed for; empty unless it is a subscription car. */
  subscriptionTerms: FormOption[]
  /** The free test-drive times offered (value: the lead's 'Test Drive Booking Date'); empty elsewhere. */
  testDriveTimes: FormOption[]
}

function formCarOf(car: Car): FormCar {
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    car_type: car.car_type,
    stocknum: car.stocknum,
    dealership_slug: car.dealership_slug,
    location: car.location.location_name,
    testDriveOnly: isTestDriveOnly(car),
    status: availabilityOf(car),
    year: car.year,
    km: car.km,
  }
}

function subscriptionTermsOf(car: Car | null): FormOption[] {
  if (car?.listing.kind !== 'subscription') return []
  return subscriptionTermChoices(car.listing.minimum_term_months).map((months) => ({
    value: String(months),
    label: termText(months),
  }))
}

/**
 * The form context of a site page, with or without a car; `pageId` is the page's path;
 * `testDriveTimes` the free times the page fetched for a test drive.
 */
export function formContextOf(
  site: SiteConfig,
  car: Car | null = null,
  pageId: string | null = null,
  testDriveTimes: FormOption[] = [],
): FormContext {
  const enquiry = site.config.enquiry
  return {
    siteSlug: site.slug,
    labels: { enquire: site.config.labels.enquire, submit: site.config.labels.submit },
    phoneRule: enquiry.phone_input,
    messageOptional: enquiry.message_optional,
    termsRequired: enquiry.terms_required,
    hearAboutUs: enquiry.hear_about_us,
    dealershipFieldRemoved: enquiry.dealership_field_removed,
    // The domain's choice, so the platform checks the location against the same list (§5).
    locations: enquiryLocationChoices(site.locations).map((location) => ({
      value: location.name,
      label: location.name,
    })),
    dealerships: site.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.slug })),
    privacyHref: '/privacy-policy',
    terms: site.config.terms_text?.trim()
      ? { href: '/terms', paragraphs: pageParagraphs(site.config.terms_text) }
      : null,
    car: car ? formCarOf(car) : null,
    pageId,
    manufacturerSlug: null,
    subscriptionTerms: subscriptionTermsOf(car),
    testDriveTimes,
  }
}

/** The domain's enquiry requirements (§5) for this context. */
export function requirementsOf(context: FormContext, showsCategory: boolean) {
  return enquiryRequirements({
    messageOptional: context.messageOptional,
    showsCategory,
    hasLocationField: hasLocationField(context.locations),
    hasCar: context.car !== null,
    dealershipCount: context.dealerships.length,
    dealershipFieldRemoved: context.dealershipFieldRemoved,
    termsRequired: context.termsRequired,
  })
}
