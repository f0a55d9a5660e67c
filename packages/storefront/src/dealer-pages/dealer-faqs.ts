// The dealer's FAQ page (§2 /faqs): questions every dealer is asked, answered from the site's own
// configuration (its finance provider, checkout, locations and hours), so no answer promises what
// the site does not offer, and in its family's words (a truck dealer is asked about trucks).
import { familyProfileOf, inFamilyWords, type SiteConfig, selectLocations } from '@forecourt/domain'

export interface DealerFaq {
  question: string
  answer: string
}

export function dealerFaqs(
  site: Pick<SiteConfig, 'name' | 'phone' | 'features' | 'finance_provider' | 'locations' | 'template'>,
): DealerFaq[] {
  const nouns = familyProfileOf(site.template).vocabulary
  const locations = selectLocations(site.locations, 'all')
  const provider =
    site.finance_provider && site.finance_provider !== 'Manual' ? ` through ${site.finance_provider}` : ''
  const faqs: DealerFaq[] = [
    {
      question: 'Can I test drive a car before I buy?',
      answer: `Yes. Choose Book a Test Drive on any car's page, or call ${site.name} on ${site.phone}, and we will have the car ready for you.`,
    },
    {
      question: 'Do you offer finance?',
      answer: `Yes. We arrange finance${provider}. See our finance page for how it works, or apply for pre-approval online before you visit.`,
    },
    {
      question: 'Can I trade in my current car?',
      answer:
        'Yes. Ask for a trade-in valuation from a car page or on our Sell Your Car page, and we will confirm the figure when we see the car.',
    },
    site.features.checkout
      ? {
          question: 'Can I reserve a car online?',
          answer:
            'Yes. Cars that can be reserved show Reserve Now on their page: pay the deposit online and the car is held for you.',
        }
      : {
          question: 'Can I hold a car for a few days?',
          answer: `Call ${site.name} on ${site.phone} and we will talk through holding the car for you.`,
        },
    {
      question: 'Where are you and when are you open?',
      answer:
        locations.length > 0
          ? `You will find us at ${locations.map((location) => `${location.name}, ${location.address.street}, ${location.address.city}`).join('; ')}. Each location's opening hours are on our Contact page.`
          : `Call ${site.name} on ${site.phone} for our address and opening hours.`,
    },
  ]
  return faqs.map(({ question, answer }) => ({
    question: inFamilyWords(question, nouns),
    answer: inFamilyWords(answer, nouns),
  }))
}
