import { telHref } from '@forecourt/domain'
import { type ReactNode, type RefObject, Suspense, useRef, useState } from 'react'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { Button } from '../button/Button.js'
import { DropdownMenu } from '../dropdown-menu/DropdownMenu.js'
import { Link } from '../link/Link.js'
import { MegaMenu, type MegaMenuProps } from '../mega-menu/MegaMenu.js'
import { lazyPart } from '../private/lazyPart.js'
import { useFocusNotObscured } from '../private/useFocusNotObscured.js'
import './SiteHeader.css'

// The drawer (react-aria's modal, dialog and focus scope) comes down when the Menu button is first
// pointed at, focused or pressed: most visits never open it, and wide screens never show the button.
const drawer = lazyPart(() => import('../drawer/Drawer.js').then((module) => module.Drawer))

export interface NavigationLink {
  label: string
  href: string
}

/** A navbar item with a dropdown of links (§2 mega menus: brands, models, bodies, columns). */
export interface NavigationMenu {
  label: string
  menu: Pick<MegaMenuProps, 'kind' | 'groups'>
}

/** A navbar item with a short dropdown of links (§2 "main navbar with dropdowns"). */
export interface NavigationDropdown {
  label: string
  items: NavigationLink[]
}

export type HeaderNavigationItem = NavigationLink | NavigationMenu | NavigationDropdown

export interface SiteHeaderProps {
  siteName: string
  homeHref: string
  /** The dealer's logo; the site name shows as text when there is none. */
  logoUrl?: string | null
  phone: string
  navigation: HeaderNavigationItem[]
  /** The current page's href, marked with aria-current so the shopper knows where they are. */
  currentHref?: string
  /** The id of the page's main content; renders a 'Skip to content' link as the first focus stop. */
  mainContentId?: string
  /** The strip above the bar: a `TopBanner` with the site's variant of contacts (§2). */
  banner?: ReactNode
  /** The large header variant (§2): a taller bar and logo. */
  size?: 'default' | 'large'
  /** Keeps the header at the top while the page scrolls (§2 "sticky option"). */
  isSticky?: boolean
  /** A call to action in the bar, before the phone (e.g. a template family's Subscribe link). */
  action?: ReactNode
  /**
   * A single row of shortcuts under the bar (e.g. a family's body types); it scrolls sideways on a
   * small screen rather than taking more lines.
   */
  quickLinks?: { label: string; links: NavigationLink[] }
}

function NavigationList({
  navigation,
  currentHref,
  onSelect,
  inDrawer = false,
}: Pick<SiteHeaderProps, 'navigation' | 'currentHref'> & { onSelect?: () => void; inDrawer?: boolean }) {
  const link = (item: NavigationLink) => (
    <Link
      href={item.href}
      isStandalone
      className="fc-SiteHeader-navLink"
      aria-current={item.href === currentHref ? 'page' : undefined}
      onPress={onSelect}
    >
      {item.label}
    </Link>
  )
  return (
    <ul className="fc-SiteHeader-list">
      {navigation.map((item) => {
        if ('href' in item) return <li key={item.href}>{link(item)}</li>
        // In the drawer a dropdown's links are listed under its name: no popover inside a sheet.
        if (inDrawer) {
          const entries = 'items' in item ? item.items : item.menu.groups.flatMap((group) => group.links)
          return (
            <li key={item.label} className="fc-SiteHeader-drawerGroup">
              <p className="fc-SiteHeader-drawerHeading">{item.label}</p>
              <ul className="fc-SiteHeader-list">
                {entries.map((entry) => (
                  <li key={entry.href}>{link(entry)}</li>
                ))}
              </ul>
            </li>
          )
        }
        if ('items' in item) {
          return (
            <li key={item.label}>
              <DropdownMenu
                label={item.label}
                items={item.items.map((entry) => ({ id: entry.href, label: entry.label, href: entry.href }))}
              />
            </li>
          )
        }
        return (
          <li key={item.label}>
            <MegaMenu label={item.label} kind={item.menu.kind} groups={item.menu.groups} />
          </li>
        )
      })}
    </ul>
  )
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="fc-SiteHeader-icon">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  )
}

function BurgerIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="fc-SiteHeader-icon">
      <path
        d="M4 7h16M4 12h16M4 17h16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** The Menu button and, once it has been pressed, the drawer of the navigation behind it. */
function MenuDrawer({ navigation, currentHref }: Pick<SiteHeaderProps, 'navigation' | 'currentHref'>) {
  const [isOpen, setOpen] = useState(false)
  const [wasOpened, setWasOpened] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="fc-SiteHeader-menuButton"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={drawer.preload}
        onFocus={drawer.preload}
        onPress={() => {
          setWasOpened(true)
          setOpen(true)
        }}
      >
        <BurgerIcon />
        Menu
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <drawer.Component label="Menu" isOpen={isOpen} onOpenChange={setOpen}>
            {({ close }) => (
              <nav aria-label="Main" className="fc-SiteHeader-drawerNav">
                <NavigationList navigation={navigation} currentHref={currentHref} onSelect={close} inDrawer />
              </nav>
            )}
          </drawer.Component>
        </Suspense>
      )}
    </>
  )
}

/** While the header is stuck to the top, focus moving under it is scrolled clear (WCAG 2.4.11). */
function StickyFocusGuard({ headerRef }: { headerRef: RefObject<HTMLElement | null> }) {
  useFocusNotObscured(headerRef, 'top')
  return null
}

/**
 * The main site header (§2 "Header"): logo home link, main navigation and the dealer's phone.
 * Below the large breakpoint the navigation moves into a drawer behind a Menu button (§2 "mobile
 * drawer with burger toggle"); a link chosen there closes it (§4).
 */
export function SiteHeader({
  siteName,
  homeHref,
  logoUrl,
  phone,
  navigation,
  currentHref,
  mainContentId,
  banner,
  size = 'default',
  isSticky = false,
  action,
  quickLinks,
}: SiteHeaderProps) {
  const headerRef = useRef<HTMLElement>(null)
  return (
    <header
      ref={headerRef}
      className="fc-SiteHeader"
      data-size={size === 'large' ? 'large' : undefined}
      data-sticky={isSticky || undefined}
    >
      {isSticky && <StickyFocusGuard headerRef={headerRef} />}
      {mainContentId && (
        <a className="fc-SiteHeader-skip" href={`#${mainContentId}`}>
          Skip to content
        </a>
      )}
      {banner}
      <div className="fc-SiteHeader-inner">
        <Link href={homeHref} isStandalone className="fc-SiteHeader-home">
          {logoUrl ? (
            <img className="fc-SiteHeader-logo" src={logoUrl} alt={`${siteName} home`} height={48} />
          ) : (
            <span className="fc-SiteHeader-name">{siteName}</span>
          )}
        </Link>
        <nav aria-label="Main" className="fc-SiteHeader-nav">
          <NavigationList navigation={navigation} currentHref={currentHref} />
        </nav>
        {action && <div className="fc-SiteHeader-action">{action}</div>}
        <Link href={telHref(phone)} isStandalone className="fc-SiteHeader-phone">
          <PhoneIcon />
          <VisuallyHidden elementType="span">Call </VisuallyHidden>
          <span className="fc-SiteHeader-phoneNumber">{phone}</span>
        </Link>
        <MenuDrawer navigation={navigation} currentHref={currentHref} />
      </div>
      {quickLinks && quickLinks.links.length > 0 && (
        <nav aria-label={quickLinks.label} className="fc-SiteHeader-quickLinks">
          <ul className="fc-SiteHeader-quickList">
            {quickLinks.links.map((entry) => (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  isStandalone
                  className="fc-SiteHeader-quickLink"
                  aria-current={entry.href === currentHref ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/*
        Without JavaScript neither the menus nor the drawer open: every link is listed instead, behind
        a Menu disclosure that needs no script (on a phone the open list filled the first screen). Its
        presence also hides the Menu button, which could not open anything.
      */}
      <noscript>
        <details className="fc-SiteHeader-noscript">
          <summary className="fc-SiteHeader-noscriptToggle">
            <BurgerIcon />
            Menu
          </summary>
          <nav aria-label="Site links">
            <NavigationList navigation={navigation} currentHref={currentHref} inDrawer />
          </nav>
        </details>
      </noscript>
    </header>
  )
}
