import type { Template } from '@forecourt/domain'

/** What each template family calls its stock, for headings and links. */
export const TEMPLATE_COPY: Readonly<Record<Template, { stock: string; searchLink: string }>> = {
  cars: { stock: 'cars', searchLink: 'Search Cars' },
  trucks: { stock: 'trucks', searchLink: 'Search Trucks' },
  motorcycles: { stock: 'motorcycles', searchLink: 'Search Motorcycles' },
  rvs: { stock: 'RVs', searchLink: 'Search RVs' },
  subscriptions: { stock: 'subscription cars', searchLink: 'Subscription Cars' },
}
