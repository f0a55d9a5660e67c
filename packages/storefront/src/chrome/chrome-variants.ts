// The header and footer variants a site names in `config.header_variant` / `config.footer_variant`
// (§1 per-dealership overrides, §2 Header and Footer), as the choices the ui blocks take. The
// domain schema's comments describe each name; an unknown name renders as 'default'.

/** Which contacts the top banner shows (§2: locations and phones, address and phone, or entries). */
export type BannerContent = 'locations' | 'address' | 'entries'

export interface HeaderVariant {
  size: 'default' | 'large'
  isSticky: boolean
  banner: BannerContent
}

export const HEADER_VARIANTS = {
  default: { size: 'default', isSticky: false, banner: 'locations' },
  large: { size: 'large', isSticky: false, banner: 'locations' },
  'large-sticky': { size: 'large', isSticky: true, banner: 'locations' },
  'banner-address': { size: 'default', isSticky: false, banner: 'address' },
  'banner-entries': { size: 'default', isSticky: false, banner: 'entries' },
} as const satisfies Record<string, HeaderVariant>

/** The footer's section after the locations (§2 per-dealer variants). */
export type FooterExtra = 'hours' | 'staff' | 'map'

export interface FooterVariant {
  /** Lists the locations with addresses and phones. */
  locations: boolean
  /** The 227×60 logo and the social links above the columns. */
  logoAndSocial: boolean
  /** 'dealer': the distinct dealer licence numbers; 'every-location': each location's numbers, named. */
  licences: 'dealer' | 'every-location'
  extra: FooterExtra | null
}

const FOOTER_DEFAULT: FooterVariant = {
  locations: false,
  logoAndSocial: false,
  licences: 'dealer',
  extra: null,
}

export const FOOTER_VARIANTS = {
  default: FOOTER_DEFAULT,
  locations: { ...FOOTER_DEFAULT, locations: true },
  hours: { ...FOOTER_DEFAULT, extra: 'hours' },
  social: { ...FOOTER_DEFAULT, logoAndSocial: true },
  'licence-numbers': { ...FOOTER_DEFAULT, licences: 'every-location' },
  staff: { ...FOOTER_DEFAULT, extra: 'staff' },
  map: { ...FOOTER_DEFAULT, extra: 'map' },
} as const satisfies Record<string, FooterVariant>

const isVariant = <T extends object>(table: T, name: string): name is Extract<keyof T, string> =>
  Object.hasOwn(table, name)

/** The header variant a site names; an unknown name is 'default', so a typo never breaks the page. */
export function headerVariant(name: string): HeaderVariant {
  return isVariant(HEADER_VARIANTS, name) ? HEADER_VARIANTS[name] : HEADER_VARIANTS.default
}

/** The footer variant a site names; an unknown name is 'default'. */
export function footerVariant(name: string): FooterVariant {
  return isVariant(FOOTER_VARIANTS, name) ? FOOTER_VARIANTS[name] : FOOTER_VARIANTS.default
}
