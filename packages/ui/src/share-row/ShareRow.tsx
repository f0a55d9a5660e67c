import { COPIED_MESSAGE, COPIED_NOTICE_MS } from '@forecourt/domain'
import { useEffect, useState } from 'react'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import './ShareRow.css'

export type ShareChannel = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms' | 'copy'

export interface ShareRowProps {
  /** The absolute address being shared (the car page, §2 /cars/{slug}). */
  url: string
  /** What the message says about it, e.g. the car's name. */
  title: string
  /** Told which channel the shopper used, for analytics. */
  onShare?: (channel: ShareChannel) => void
  /** Writes to the clipboard; injectable because browsers refuse it outside a user gesture or HTTPS. */
  copyText?: (text: string) => Promise<void>
}

function shareLinks(
  url: string,
  title: string,
): { channel: Exclude<ShareChannel, 'copy'>; label: string; href: string }[] {
  const u = encodeURIComponent(url)
  const message = encodeURIComponent(`${title} ${url}`)
  return [
    { channel: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      channel: 'twitter',
      label: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { channel: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${message}` },
    {
      channel: 'email',
      label: 'Email',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${message}`,
    },
    { channel: 'sms', label: 'SMS', href: `sms:?&body=${message}` },
  ]
}

const writeToClipboard = (text: string) => navigator.clipboard.writeText(text)

/**
 * The social share row (§2): Facebook, Twitter, WhatsApp, email, SMS and copy link, which reads
 * 'Copied' for 1.5 s (§9). The notice is in a live region so a screen reader hears it too.
 */
export function ShareRow({ url, title, onShare, copyText = writeToClipboard }: ShareRowProps) {
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [copied])

  return (
    <div className="fc-ShareRow">
      <ul className="fc-ShareRow-list" aria-label="Share">
        {shareLinks(url, title).map((link) => (
          <li key={link.channel}>
            <ButtonLink
              href={link.href}
              variant="secondary"
              size="sm"
              target={link.href.startsWith('http') ? '_blank' : undefined}
              rel={link.href.startsWith('http') ? 'noopener noreferrer' : undefined}
              onPress={() => onShare?.(link.channel)}
            >
              {link.label}
            </ButtonLink>
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            size="sm"
            onPress={async () => {
              await copyText(url)
              setCopied(true)
              onShare?.('copy')
            }}
          >
            Copy link
          </Button>
        </li>
      </ul>
      <p className="fc-ShareRow-notice" role="status">
        {copied ? COPIED_MESSAGE : ''}
      </p>
    </div>
  )
}
