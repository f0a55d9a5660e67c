import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * The search route's `shouldRevalidate`: moving between search URLs is InstantSearch's job in the
 * browser, so the loader (and its server render) runs for the first page only (remix-run/react-router #9404).
 */
export function searchShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const onSearch = (url: URL) => url.pathname.startsWith('/search/')
  return onSearch(currentUrl) && onSearch(nextUrl) ? false : defaultShouldRevalidate
}
