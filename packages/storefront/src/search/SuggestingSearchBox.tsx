// The storefront's search box once it has come alive (StorefrontSearchBox loads this module on the
// shopper's first approach): the search package's combobox wired to this site — its listing path
// and suffix, its search config, car links, event 29 and the app's router.
import { familyProfileOf } from '@forecourt/domain'
import { initialSearchOf } from '@forecourt/search'
import { SiteSearchBox } from '@forecourt/search/react/site-search-box'
import { useNavigate } from 'react-router'
import {
  reportSuggestionClick,
  SEARCH_BOX_PLACEHOLDER,
  type StorefrontSearchBoxProps,
  suggestionHref,
} from './StorefrontSearchBox.js'

export function SuggestingSearchBox({ site, onSearchPage = false, hideLabel }: StorefrontSearchBoxProps) {
  const navigate = useNavigate()
  return (
    <SiteSearchBox
      search={site.search}
      filters={site.search_filters}
      form={initialSearchOf(site, { onSearchPage })}
      currency={site.currency}
      label={familyProfileOf(site.template).vocabulary.searchBoxLabel}
      hideLabel={hideLabel}
      placeholder={SEARCH_BOX_PLACEHOLDER}
      hrefOf={suggestionHref}
      onSuggestionClick={reportSuggestionClick}
      navigate={(href) => navigate(href)}
    />
  )
}
