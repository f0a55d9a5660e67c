// A row of social network links (§2: the banner's and footer's 'Follow us', a location card's own),
// each its network's icon named by the network, opening in a new tab. Private to the library: the
// banner, the footer and the location card place and size it.
import { Link } from '../link/Link.js'
import { SOCIAL_NETWORKS, type SocialNetwork } from './socialNetworks.js'

export interface SocialLink {
  network: SocialNetwork
  href: string
}

export interface SocialLinksProps {
  links: readonly SocialLink[]
  /** The list's accessible name ('Follow us'). */
  label: string
  className: string
  /** The class of each link around its icon. */
  iconClassName: string
  iconSize: number
}

/** Nothing when there are no links. */
export function SocialLinks({ links, label, className, iconClassName, iconSize }: SocialLinksProps) {
  if (links.length === 0) return null
  return (
    <ul className={className} aria-label={label}>
      {links.map(({ network, href }) => {
        const { label: name, Icon } = SOCIAL_NETWORKS[network]
        return (
          <li key={network}>
            <Link
              href={href}
              isStandalone
              className={iconClassName}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon title={name} size={iconSize} />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
