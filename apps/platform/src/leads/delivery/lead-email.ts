import { createTransport } from 'nodemailer'
import { adfDocument, customerComments } from './adf-document.js'
import type { LeadDeliveryContext } from './lead-delivery-context.js'

/** One e-mail as the platform sends it; the transport adds nothing but envelope details. */
export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  replyTo?: string
  /** A stable Message-ID: a retried delivery is recognisably the same message. */
  messageId?: string
  headers?: Record<string, string>
  attachments?: Array<{ filename: string; content: string; contentType: string }>
}

export interface EmailSender {
  send(email: OutgoingEmail): Promise<void>
}

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@smtp.example:587 or
 * smtps://…:465). Timeouts stay well inside the outbox lease so a hung server never outlives it.
 */
export function smtpEmailSender({ url, from }: { url: string; from: string }): EmailSender {
  const parsed = new URL(url)
  const transport = createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
    secure: parsed.protocol === 'smtps:',
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    // STARTTLS whenever the server offers it; `?tls=off` for a local catcher that offers a bad one.
    ignoreTLS: parsed.searchParams.get('tls') === 'off',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    send: async (email) => {
      await transport.sendMail({ from, ...email })
    },
  }
}

/** The dealer's copy of a lead: a readable body and the ADF/XML attachment CRMs import. */
export function leadEmail(context: LeadDeliveryContext, to: string): OutgoingEmail {
  const { lead, car, site, dealership, deliveryId } = context
  const who = [lead.name, lead.last_name].filter(Boolean).join(' ') || 'A shopper'
  const subject = `New ${lead.category ?? 'enquiry'} from ${who}${car ? ` — ${car.name}` : ''}`
  const rows: Array<[string, string | null | undefined]> = [
    ['Name', who],
    ['Phone', lead.phone],
    ['E-mail', lead.email],
    ['Postcode', lead.postcode],
    ['Vehicle', car ? `${car.name} (stock ${car.stocknum})` : null],
    ['Price', car ? `$${car.price.toLocaleString('en-AU')}` : null],
    ['Dealership', dealership?.name],
    ['Subscribed to offers', lead.opt_in ? 'yes' : 'no'],
  ]
  const text = [
    `${who} sent an enquiry on ${site.name}.`,
    '',
    ...rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    '',
    customerComments(lead),
    '',
    `Lead ${lead.lead_id}, received ${lead.completed_at ?? lead.updated_at}.`,
    'The attached ADF/XML file imports into most dealer CRMs.',
  ].join('\n')
  return {
    to,
    subject,
    text,
    ...(lead.email ? { replyTo: lead.email } : {}),
    messageId: `<${deliveryId}@leads.forecourt>`,
    headers: { 'X-Forecourt-Delivery-Id': deliveryId, 'X-Forecourt-Lead-Id': lead.lead_id },
    attachments: [
      {
        filename: `lead-${lead.lead_id}.adf.xml`,
        content: adfDocument(context),
        contentType: 'application/xml',
      },
    ],
  }
}
