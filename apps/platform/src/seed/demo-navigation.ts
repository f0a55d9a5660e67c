import {
  DEFAULT_FAVOURITES_PATH,
  DEFAULT_SEARCH_PATH,
  familyProfileOf,
  inFamilyWords,
  type NavigationItem,
} from '@forecourt/domain'
import type { DemoSite } from './demo-sites.js'

/**
 * Header and footer menus of a demo site (§3 Navigation item): the stock menu with car-type
 * counts, the dynamic brands (or, for a franchise dealer, models) and bodies menus, a dropdown of
 * finance links, a columns menu of services, and the usual dealer pages of §2.
 */
export function demoNavigation(site: DemoSite): { header: NavigationItem[]; footer: NavigationItem[] } {
  const search = site.searchPath ?? DEFAULT_SEARCH_PATH
  const nouns = familyProfileOf(site.template).vocabulary
  const header: NavigationItem[] = [
    { name: 'Search Stock', url: search, dynamicDropdown: 'stock', carTypeQty: true },
    site.manufacturer
      ? { name: 'Models', url: '/models', dynamicDropdown: 'models' }
      : { name: 'Brands', url: '/models', dynamicDropdown: 'brands' },
    { name: 'Body Types', url: '/models?body=all', dynamicDropdown: 'bodies' },
    {
      name: 'Finance',
      url: '/finance',
      dropdownItems: [
        { name: 'Finance', url: '/finance' },
        { name: 'Finance Pre-Approval', url: '/finance-pre-approval' },
      ],
    },
    {
      name: 'Services',
      dynamicDropdown: 'columns',
      dropdownMenus: [
        {
          title: 'Sell',
          // Sell Your Truck on a trucks dealer's site: the page's own title in the family's words.
          items: [{ name: inFamilyWords('Sell Your Car', nouns), url: '/valuations' }],
        },
        {
          title: 'Own',
          items: [
            { name: 'Book a Service', url: '/service' },
            { name: 'Careers', url: '/careers' },
          ],
        },
      ],
    },
    { name: 'Contact Us', url: '/contact', className: 'nav-contact' },
  ]
  // The site's own search paths, so a shopper finds /search/used-motorcycles and the like (§2).
  const ownPaths = (site.searchPaths ?? [])
    .filter((entry) => !entry.path.includes('{') && Object.keys(entry.filter ?? {}).length > 0)
    .map((entry) => ({ name: entry.title, url: `/search/${entry.path}` }))
  const footer: NavigationItem[] = [
    {
      title: 'Shop',
      dropdownItems: [
        { name: 'All Stock', url: search },
        ...ownPaths,
        { name: 'Special Offers', url: '/special-offers' },
        { name: 'Favourites', url: site.config.favourites_path ?? DEFAULT_FAVOURITES_PATH },
      ],
    },
    {
      title: 'About',
      dropdownItems: [
        { name: 'Locations', url: '/contact' },
        { name: 'FAQs', url: '/faqs' },
        { name: 'Privacy Policy', url: '/privacy-policy' },
      ],
    },
  ]
  return { header, footer }
}
