import {
  PRIVACY_ACCESS_ACKNOWLEDGE_DAYS,
  PRIVACY_ACCESS_GRANT_DAYS,
  PRIVACY_COMPLAINT_RESOLVE_DAYS,
} from './constants.js'
import type { Region } from './region.js'

/** One part of a privacy policy page: a heading (none for a dealer's own text) and its paragraphs. */
export interface PrivacySection {
  heading: string | null
  paragraphs: string[]
}

export interface PrivacyPolicyInput {
  dealerName: string
  region: Region
  phone: string
  /** Where to write to the dealer, e.g. the primary location's email. */
  email?: string | null
  /** The dealer's postal address as one line. */
  address?: string | null
  /** The site's own text (§1, §9 `config.privacy_text`); paragraphs are split on blank lines. */
  customText?: string | null
  /**
   * The group's promised response times (§9 'Privacy policy for one group', `config.
   * privacy_response_times`): added to the policy, the site's own text or the default.
   */
  responseTimes?: boolean
}

/** §9: access acknowledged within 7 days and granted within 30; complaints resolved within 14 or 30. */
function privacyResponseTimes(): PrivacySection {
  const [soon, latest] = PRIVACY_COMPLAINT_RESOLVE_DAYS
  return {
    heading: 'How quickly we respond',
    paragraphs: [
      `We acknowledge a request for access to your personal information within ${PRIVACY_ACCESS_ACKNOWLEDGE_DAYS} days and give you access within ${PRIVACY_ACCESS_GRANT_DAYS} days.`,
      `We aim to resolve a complaint within ${soon} days, and always within ${latest} days.`,
    ],
  }
}

/**
 * The privacy policy page (§2 /privacy-policy, §9): the dealer's own text when the site sets one,
 * else a default that names the dealer and covers what the region's law asks a policy to say —
 * in Australia APP 1 (what is collected, how, why, disclosure and overseas recipients, access and
 * correction, complaints), in New Zealand the Privacy Act 2020's principles.
 */
export function privacyPolicy(input: PrivacyPolicyInput): PrivacySection[] {
  const sections = policySections(input)
  return input.responseTimes ? [...sections, privacyResponseTimes()] : sections
}

function policySections(input: PrivacyPolicyInput): PrivacySection[] {
  const custom = input.customText?.trim()
  if (custom) {
    return [{ heading: null, paragraphs: custom.split(/\n\s*\n/).map((paragraph) => paragraph.trim()) }]
  }
  const { dealerName: dealer, region } = input
  const contact = [
    `Phone ${input.phone}`,
    ...(input.email ? [`email ${input.email}`] : []),
    ...(input.address ? [`or write to us at ${input.address}`] : []),
  ].join(', ')
  const law =
    region === 'NZ'
      ? 'the Privacy Act 2020 and its Information Privacy Principles'
      : 'the Privacy Act 1988 (Cth) and the Australian Privacy Principles'
  const regulator =
    region === 'NZ'
      ? 'the Office of the Privacy Commissioner (privacy.org.nz)'
      : 'the Office of the Australian Information Commissioner (oaic.gov.au)'
  const accessTime =
    region === 'NZ'
      ? 'We decide on a request within 20 working days.'
      : 'We respond to a request within 30 days.'
  return [
    {
      heading: 'About this policy',
      paragraphs: [
        `This policy explains how ${dealer} collects, holds, uses and discloses your personal information, in line with ${law}.`,
      ],
    },
    {
      heading: 'What we collect and how',
      paragraphs: [
        'We collect the details you give us when you send an enquiry, book a test drive or a service, ask for finance or a trade-in valuation, or reserve a vehicle: your name, phone number, email address, postcode, your message and the vehicles you are interested in.',
        'We also keep the favourites and recent details you save in your browser on this website, and general information about how the website is used.',
      ],
    },
    {
      heading: 'Why we collect it',
      paragraphs: [
        'We use your information to answer your enquiry, arrange test drives, services, finance and trade-ins, complete a sale and, if you agree, send you offers and product updates. You can opt out of marketing at any time.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        `We share your information only as needed for these purposes: with ${dealer}'s related dealerships, with finance providers and insurers you ask us to deal with, with the manufacturer of a vehicle you enquire about, and with service providers who host this website or our customer records. Some of these providers may store information outside ${region === 'NZ' ? 'New Zealand' : 'Australia'}; we require them to protect it to the same standard.`,
      ],
    },
    {
      heading: 'Keeping it safe',
      paragraphs: [
        'We take reasonable steps to protect your information from misuse, loss and unauthorised access, and we delete or de-identify it when we no longer need it.',
      ],
    },
    {
      heading: 'Access and correction',
      paragraphs: [
        `You may ask for the personal information ${dealer} holds about you and ask us to correct it. ${accessTime}`,
      ],
    },
    {
      heading: 'Questions and complaints',
      paragraphs: [
        `To ask about this policy or make a complaint, contact ${dealer}: ${contact}. We will look into your complaint and reply in writing. If you are not satisfied with our answer, you can contact ${regulator}.`,
      ],
    },
  ]
}
