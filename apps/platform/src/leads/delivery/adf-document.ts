import type { LeadDeliveryContext } from './lead-delivery-context.js'

/** XML text and attribute escaping: a shopper's message is untrusted and may hold markup. */
export function escapeXml(value: string): string {
  return (
    value
      // Characters XML 1.0 forbids outright (control characters other than tab, LF, CR).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

type Attributes = Record<string, string | number | undefined>

const attributeText = (attributes: Attributes) =>
  Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('')

function element(name: string, content: string | number | null | undefined, attributes: Attributes = {}) {
  const attrs = attributeText(attributes)
  if (content === null || content === undefined || content === '') return `<${name}${attrs}/>`
  return `<${name}${attrs}>${escapeXml(String(content))}</${name}>`
}

const parent = (name: string, children: string[], attributes: Attributes = {}) =>
  `<${name}${attributeText(attributes)}>${children.join('')}</${name}>`

/**
 * The lead as an ADF 1.0 document (Auto-lead Data Format, the XML most dealer CRMs ingest):
 * prospect → requestdate, vehicle, customer (contact, comments), vendor, provider. ADF requires a
 * vehicle with year, make and model, so a lead without a car sends the make and model the shopper
 * named (or empty elements).
 */
export function adfDocument({ deliveryId, lead, site, dealership, car }: LeadDeliveryContext): string {
  const vehicle = parent(
    'vehicle',
    car
      ? [
          element('id', car.id, { source: 'Forecourt' }),
          element('year', car.year),
          element('make', car.make),
          element('model', car.model),
          element('trim', car.badge),
          element('vin', car.vin),
          element('stock', car.stocknum),
          element('odometer', car.km, { status: 'original', units: 'km' }),
          element('price', car.price, { type: 'asking', currency: site.currency }),
        ]
      : [
          element('year', null),
          element('make', lead['Vehicle Make']),
          element('model', lead['Vehicle Model']),
        ],
    { interest: 'buy', status: car ? (car.car_type === 'new' ? 'new' : 'used') : undefined },
  )
  const names = lead.last_name
    ? [element('name', lead.name, { part: 'first' }), element('name', lead.last_name, { part: 'last' })]
    : [element('name', lead.name, { part: 'full' })]
  const contact = parent('contact', [
    ...names,
    element('email', lead.email),
    element('phone', lead.phone, { type: 'voice' }),
    ...(lead.postcode
      ? [parent('address', [element('postalcode', lead.postcode), element('country', site.region)])]
      : []),
  ])
  const prospect = parent(
    'prospect',
    [
      element('id', lead.lead_id, { sequence: 1, source: 'Forecourt' }),
      element('requestdate', lead.completed_at ?? lead.updated_at),
      vehicle,
      parent('customer', [contact, element('comments', customerComments(lead))]),
      parent('vendor', [
        element('id', dealership?.slug ?? site.slug, { source: 'Forecourt' }),
        element('vendorname', dealership?.name ?? site.name),
        parent('contact', [element('name', site.name, { part: 'full' }), element('phone', site.phone)]),
      ]),
      parent('provider', [
        element('name', 'Forecourt', { part: 'full' }),
        element('service', `${site.name} website`),
        element('id', deliveryId, { source: 'Forecourt delivery' }),
      ]),
    ],
    { status: 'new' },
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>${prospect}</adf>\n`
}

/** The message and the form's own answers, one per line: what the salesperson reads first. */
export function customerComments(lead: LeadDeliveryContext['lead']): string {
  const lines = [
    lead.category ? `Enquiry: ${lead.category}${lead.subcategory ? ` (${lead.subcategory})` : ''}` : null,
    lead.message,
    lead['Test Drive Booking Date'] ? `Test drive: ${lead['Test Drive Booking Date']}` : null,
    lead.location ? `Location: ${lead.location}` : null,
    lead.Rego ? `Rego: ${lead.Rego}` : null,
    lead.additional_services.length > 0
      ? `Additional services: ${lead.additional_services.join(', ')}`
      : null,
    ...Object.entries(lead.answers).map(([key, value]) => `${key}: ${formatAnswer(value)}`),
  ]
  return lines.filter((line): line is string => Boolean(line)).join('\n')
}

function formatAnswer(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ')
  if (value === true) return 'yes'
  if (value === false) return 'no'
  return String(value)
}
