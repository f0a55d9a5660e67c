import { familyProfileOf, type PriceSlider, type SiteConfig } from '@forecourt/domain'
import { Link } from '@forecourt/ui/link'
import { RangeFilter } from '@forecourt/ui/range-filter'
import { Tab, TabList, TabPanel, Tabs } from '@forecourt/ui/tabs'
import { useId } from 'react'
import { useNavigate } from 'react-router'
import type { StockPickerProps } from './StockPicker.js'
import { priceSearchHref, type StockPickerTab, stockPickerTabs } from './stock-picker.js'

/** The picker itself (see StockPicker, which loads it). */
export function StockPickerSection({ site, stock }: StockPickerProps) {
  const profile = familyProfileOf(site.template)
  const tabs = stockPickerTabs(site, stock)
  const titleId = useId()
  const first = tabs.find((tab) => tab.id === profile.defaultFacetTab) ?? tabs[0]
  if (!first) return null
  const title = profile.vocabulary.facetPickerTitle
  return (
    <section className="fc-StockPicker" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <StockPickerTabs
        site={site}
        tabs={tabs}
        title={title}
        defaultTab={first.id}
        slider={profile.priceSlider}
      />
    </section>
  )
}

interface StockPickerTabsProps {
  site: SiteConfig
  tabs: readonly StockPickerTab[]
  /** The picker's title, which names its tab list. */
  title: string
  defaultTab: string
  slider: PriceSlider
}

/** The tab set (react-aria: arrow keys move between tabs). */
function StockPickerTabs({ site, tabs, title, defaultTab, slider }: StockPickerTabsProps) {
  const navigate = useNavigate()
  return (
    <Tabs defaultSelectedKey={defaultTab}>
      <TabList aria-label={title}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="fc-StockPicker-panel">
          {tab.kind === 'price' ? (
            <RangeFilter
              label={slider.label}
              min={slider.min}
              max={slider.max}
              step={slider.step}
              unit="$"
              onApply={([min, max]) => navigate(priceSearchHref(site, min, max))}
            />
          ) : null}
          <ul className="fc-StockPicker-links">
            {tab.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>
                  {link.label}
                  {link.count === undefined ? null : (
                    <span className="fc-StockPicker-count"> ({link.count})</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </TabPanel>
      ))}
    </Tabs>
  )
}
