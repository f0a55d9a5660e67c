// The search result card's weekly estimate (§9) on a car dealer that sets a finance quote: the five
// default search attribute chips, the site's weekly estimate with its interest and comparison rates
// and the footnote's comparison-rate warning (AU credit rule), on the search page and on the home
// page's latest arrivals. The rest of the card (photo widths, Quick Enquiry, a sold or reserved
// car's Find Me Something Similar) is tested on the motorcycle demo site, which shows no estimate.
import { carSearchAttributes, formatPercent, formatWeekly, siteFinanceEstimate } from '@forecourt/domain'
import { listedCarWhere, resultCardOf, searchOf, siteOf } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const SITE = 'coastal-motors'
const SEARCH_PATH = '/search/new-used-and-demo-cars/'

test('a listing card shows the five attribute chips and the weekly estimate with both rates', async ({
  page,
}) => {
  const site = await siteOf(SITE)
  if (!site.finance) throw new Error(`${SITE} shows no finance`)
  const [first] = (await searchOf(SITE)).hits
  if (!first) throw new Error(`the index has no cars for ${SITE}`)
  // The card renders from the search hit alone; the platform's car is what the car page quotes.
  const car = await listedCarWhere(SITE, (candidate) => String(candidate.id) === first.objectID)
  const estimate = siteFinanceEstimate(car, site.finance)
  if (!estimate) throw new Error(`${car.name} has no weekly estimate`)

  await page.goto(SEARCH_PATH)
  const card = resultCardOf(page, car.name)
  await expect(card.getByRole('list', { name: 'Key details' }).getByRole('listitem')).toHaveText(
    carSearchAttributes(car).map((chip) => chip.label),
  )
  await expect(card).toContainText(`${formatWeekly(estimate.weekly, site.currency)}*`)
  await expect(card).toContainText(
    `${formatPercent(site.finance.annual_rate)} p.a. interest rate, ${formatPercent(site.finance.comparison_rate)} p.a. comparison rate*`,
  )
  // The asterisk's footnote: guide only, and the comparison rate's warning (AU).
  await expect(page.getByText(/WARNING: This comparison rate is true only/)).toBeVisible()
})

test('the home page’s latest arrivals are the same cards, with Quick Enquiry and the weekly estimate', async ({
  page,
}) => {
  await page.goto('/')
  const latest = page
    .getByRole('region', { name: 'Latest arrivals' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^Quick Enquiry for / }) })
    .first()
  await expect(latest.getByRole('link', { name: /^Quick Enquiry for / })).toHaveAttribute(
    'href',
    /^\/cars\/[^/]+\/(enquire|test-drive)$/,
  )
  await expect(latest).toContainText('p.a. comparison rate*')
})
