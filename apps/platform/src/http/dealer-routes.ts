import { Hono } from 'hono'
import { z } from 'zod'
import type { PlatformStore } from '../db/platform-store.js'
import type { SiteRecord } from '../db/site-records.js'
import { dealerLeadOf } from '../dealer/dealer-lead.js'
import { hashDealerToken } from '../dealer/dealer-token.js'
import { ApiError, conflict, notFound } from './api-error.js'
import { LeadPathSchema } from './lead-routes.js'
import { parseInput } from './parse-input.js'

export const DealerLeadListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .default(50),
  before: z.iso.datetime({ offset: true, error: 'before must be an ISO 8601 date-time' }).optional(),
})

const unauthenticated = () =>
  new ApiError(
    401,
    'dealer_unauthenticated',
    'Send your dealer credential as Authorization: Bearer <token>',
    undefined,
    {
      'WWW-Authenticate': 'Bearer realm="forecourt-dealer"',
    },
  )

/**
 * The dealer API (issue 13): a dealership reads its own leads with where each was delivered, and
 * asks for one to be sent again. The credential names the site; a lead of another site is not
 * found, exactly like a lead that does not exist.
 */
export function dealerRoutes(
  store: PlatformStore,
  options: { now: () => Date; deliveriesQueued: () => void },
) {
  const dealerSite = async (authorization: string | undefined): Promise<SiteRecord> => {
    const match = /^Bearer ([\x21-\x7e]{8,200})$/.exec(authorization ?? '')
    if (!match?.[1]) throw unauthenticated()
    const siteId = await store.findDealerTokenSite(hashDealerToken(match[1]))
    const site = siteId === null ? null : await store.findSiteById(siteId)
    if (!site) throw unauthenticated()
    return site
  }
  const dealershipSlug = (site: SiteRecord, dealershipId: number | null) =>
    site.config.dealerships?.find((entry) => entry.id === dealershipId)?.slug ?? null

  return new Hono()
    .use('*', async (c, next) => {
      await next()
      // Shoppers' contact details: never kept by a shared cache.
      c.header('Cache-Control', 'private, no-store')
    })
    .get('/leads', async (c) => {
      const site = await dealerSite(c.req.header('authorization'))
      const { limit, before } = parseInput(DealerLeadListQuerySchema, c.req.query())
      const leads = await store.listDealerLeads(site.id, {
        limit,
        before: before ? new Date(before) : undefined,
      })
      const last = leads.at(-1)
      return c.json({
        site: { slug: site.config.slug, name: site.config.name },
        leads: leads.map((lead) => dealerLeadOf(lead, dealershipSlug(site, lead.row.dealershipId))),
        next_before: leads.length === limit && last ? last.row.createdAt.toISOString() : null,
      })
    })
    .post('/leads/:leadId/resend', async (c) => {
      const site = await dealerSite(c.req.header('authorization'))
      const { leadId } = parseInput(LeadPathSchema, { leadId: c.req.param('leadId') })
      const result = await store.resendDealerLead(site.id, leadId, options.now())
      if (result.kind === 'not-found')
        throw notFound('lead_not_found', 'No lead with that lead_id on this site')
      if (result.kind === 'incomplete')
        throw conflict('lead_incomplete', 'This lead was never completed, so it was never sent')
      options.deliveriesQueued()
      return c.json(
        { lead: dealerLeadOf(result.lead, dealershipSlug(site, result.lead.row.dealershipId)) },
        202,
      )
    })
}
