import { useHref } from 'react-router'

/** React Router's href for in-app paths; `tel:`, `mailto:` and absolute URLs stay as written. */
export function useLinkHref(href: string): string {
  const routed = useHref(href)
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//') ? href : routed
}
