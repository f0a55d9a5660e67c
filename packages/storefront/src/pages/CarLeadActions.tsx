// The car page's lead buttons (§2 Car action buttons), as links to the form pages: they work
// without JavaScript, and the domain decides which a car gets.
import { type Car, carActions, enquiryFlowOf, type SiteConfig, tradeInHref } from '@forecourt/domain'
import { Link } from 'react-router'
import { type CarFormSegment, carFormHref } from '../lead-forms/lead-form-routes.js'

export function CarLeadActions({ site, car }: { site: SiteConfig; car: Car }) {
  const actions = carActions(car, {
    checkoutEnabled: site.features.checkout,
    financeButton: site.features.finance_button,
  })
  // §4: a Test Drive Only car's enquiry is a test drive.
  const enquire: CarFormSegment = enquiryFlowOf(car) === 'test-drive' ? 'test-drive' : 'enquire'
  const links: [string, string][] = []
  if (actions.includes('enquire')) links.push([site.config.labels.enquire, carFormHref(car.slug, enquire)])
  if (actions.includes('test-drive')) links.push(['Book a Test Drive', carFormHref(car.slug, 'test-drive')])
  if (actions.includes('finance')) links.push(['Get Finance', carFormHref(car.slug, 'finance')])
  if (actions.includes('trade-in')) links.push(['Trade-In Valuation', tradeInHref(car.id)])
  if (actions.includes('question')) links.push(['Got a Question?', carFormHref(car.slug, 'question')])
  if (actions.includes('enquire')) links.push(['Request Photos', carFormHref(car.slug, 'photos')])
  if (actions.includes('find-similar'))
    links.push(['Find Me Something Similar', carFormHref(car.slug, 'similar')])
  return (
    <nav className="fc-car-actions" aria-label="Car actions">
      <ul>
        {links.map(([label, href]) => (
          <li key={href}>
            <Link to={href}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
