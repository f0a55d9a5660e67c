import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components/Tabs'
import { composeClassName } from '../private/composeClassName.js'
import './Tabs.css'

// The four parts of a tab set live together: they are only ever used together, like react-aria's.

/** Tabs (§2 facet picker: Brand, Body, Price, Fuel Type, Model). Arrow keys move between tabs. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeClassName('fc-Tabs', className)} />
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeClassName('fc-TabList', className)} />
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeClassName('fc-Tab', className)} />
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeClassName('fc-TabPanel', className)} />
}
