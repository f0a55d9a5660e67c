import { z } from '../zod.js'

/**
 * Where a site's completed leads are delivered (issue 13): the dealership's lead inbox (an e-mail
 * with an ADF/XML attachment) and, optionally, a CRM's webhook signed with a shared secret. This is
 * the private part of a site's configuration: the platform keeps it and never serves it with
 * SiteConfig, because the secret signs what the CRM trusts.
 */
export const LeadDeliverySchema = z.object({
  email: z.email('email must be an e-mail address').nullable().default(null),
  crm_webhook: z
    .object({
      url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) address' }),
      // 16 characters at least: a short secret can be guessed from signed bodies.
      secret: z.string().min(16, 'secret must be 16 characters or more'),
    })
    .nullable()
    .default(null),
})
export type LeadDelivery = z.infer<typeof LeadDeliverySchema>
export type LeadDeliveryInput = z.input<typeof LeadDeliverySchema>
