export interface LocationLinkContext {
  /** The site has a manufacturer setting (§2). */
  hasManufacturer: boolean
  /** The site is on the fixed list of dealers linking to /contact (site config flag, §2). */
  linksToContact: boolean
}

/** Where a location's 'Contact Us' goes: /contact for manufacturer or listed dealers, else its page (§2). */
export function locationHref(slug: string, context: LocationLinkContext): string {
  return context.hasManufacturer || context.linksToContact ? '/contact' : `/locations/${slug}`
}
