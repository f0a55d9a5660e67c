/**
 * The page URL of a request. Client navigations and fetcher posts ask for `{path}.data`,
 * `{path}/_.data` for a path with a trailing slash and `/_root.data` for `/` (React Router single
 * fetch); a loader or action that reads its path must see the page's.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url)
  url.pathname = url.pathname.replace(/\/_(?:root)?\.data$/, '/').replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  return url
}
