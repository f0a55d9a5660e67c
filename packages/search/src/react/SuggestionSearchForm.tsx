// The one search-as-you-type form of every search box (§2): a GET form that works without JS, and
// with JS an ARIA combobox (react-aria: arrows through the suggestions, Enter to choose or to
// search, Escape to close) listing cars with image, name, and a price only above 250 (§9).
// It knows nothing of where suggestions come from: SiteSearchBox and SearchQueryBox feed it.
import { type CarImageParams, type Currency, carImageUrl, suggestionPrice } from '@forecourt/domain'
import { type FormEvent, type KeyboardEvent, type RefObject, useContext, useEffect, useRef } from 'react'
import { ComboBox, ComboBoxStateContext } from 'react-aria-components/ComboBox'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import type { InitialSearch } from '../initial-search.js'
import { SearchFormSubmit } from './SearchFormSubmit.js'

// A suggestion's 64 × 48 thumbnail, asked for at 2x: one small photo sharp on every screen.
const SUGGESTION_IMAGE: CarImageParams = { width: 128, quality: 60, crop: '4:3' }

/** How many cars a search box suggests. */
export const SUGGESTION_COUNT = 5

export interface Suggestion {
  id: string
  name: string
  href: string
  imageUrl: string | null
  /** Formatted, or null at 250 and below (§9). */
  price: string | null
  hit: Record<string, unknown>
}

/** A search hit as a suggestion: image, name and a price only above 250 (§2, §9). */
export function suggestionOfHit(
  hit: Record<string, unknown>,
  currency: Currency,
  hrefOf: (hit: Record<string, unknown>) => string,
): Suggestion {
  return {
    id: String(hit.objectID),
    name: String(hit.name ?? ''),
    href: hrefOf(hit),
    // From the image CDN (§7); an address domain's builder refuses shows no photo.
    imageUrl:
      typeof hit.primary_image_url === 'string' ? carImageUrl(hit.primary_image_url, SUGGESTION_IMAGE) : null,
    price: suggestionPrice(typeof hit.price === 'number' ? hit.price : null, currency),
    hit,
  }
}

/** Opens a URL through the app's router when there is one, else as a page load. */
export function openHref(href: string, navigate: ((href: string) => void) | undefined): void {
  if (navigate) navigate(href)
  else window.location.assign(href)
}

/**
 * Suggestions arrive after the keystroke that asked for them, and react-aria opens the list only on
 * a keystroke: open it when a new set arrives while the shopper is still in the box — unless they
 * closed it with Escape and have not typed since.
 */
function OpenOnNewSuggestions({
  signature,
  dismissedAt,
}: {
  signature: string
  dismissedAt: RefObject<string | null>
}) {
  const state = useContext(ComboBoxStateContext)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new set of suggestions opens the list
  useEffect(() => {
    if (!state || !signature || !state.isFocused || state.isOpen) return
    if (dismissedAt.current === state.inputValue) return
    state.open(null, 'input')
  }, [signature])
  return null
}

export interface SuggestionSearchFormProps {
  /** Where the form goes without JS: GET `action` with `query`, then the hidden `params`. */
  form: InitialSearch
  label: string
  /** The label is read out but not shown (a header banner); the hero shows it. */
  hideLabel?: boolean | undefined
  placeholder?: string | undefined
  inputValue: string
  onInputChange: (value: string) => void
  suggestions: readonly Suggestion[]
  /**
   * A suggestion was chosen (click, tap or Enter): report it and open `suggestion.href`. Options are
   * not links: react-aria's combobox follows a link option on Enter but not on a click.
   */
  onSuggestionChosen: (suggestion: Suggestion) => void
  /** The form was submitted with JS; without a handler the browser's GET goes ahead. */
  onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined
  onFocus?: (() => void) | undefined
}

export function SuggestionSearchForm({
  form,
  label,
  hideLabel = false,
  placeholder,
  inputValue,
  onInputChange,
  suggestions,
  onSuggestionChosen,
  onSubmit,
  onFocus,
}: SuggestionSearchFormProps) {
  // react-aria keeps Enter from submitting while the list is open (it may be choosing an option).
  // With no option active, Enter means 'search': submit the form ourselves, once.
  // Escape on an open list only closes it; a search field's own Escape would also clear the query.
  const dismissedAt = useRef<string | null>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && event.currentTarget.getAttribute('aria-expanded') === 'true') {
      dismissedAt.current = event.currentTarget.value
      event.preventDefault()
      return
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    if (event.currentTarget.getAttribute('aria-activedescendant')) return
    if (event.defaultPrevented) event.currentTarget.form?.requestSubmit()
  }
  return (
    <search className="fc-SearchBox">
      <form className="fc-SearchBox-form" action={form.action} method="get" onSubmit={onSubmit}>
        <ComboBox
          className="fc-SearchBox-field"
          items={suggestions}
          inputValue={inputValue}
          onInputChange={onInputChange}
          allowsCustomValue
          aria-label={hideLabel ? label : undefined}
        >
          <OpenOnNewSuggestions
            signature={suggestions.map((suggestion) => suggestion.id).join(' ')}
            dismissedAt={dismissedAt}
          />
          {!hideLabel && <Label className="fc-SearchBox-label">{label}</Label>}
          <Input
            className="fc-SearchBox-input"
            name="query"
            type="search"
            placeholder={placeholder}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
          />
          <Popover className="fc-SearchBox-popover" offset={4}>
            <ListBox<Suggestion> className="fc-SearchBox-list" aria-label="Suggestions">
              {(suggestion) => (
                <ListBoxItem
                  id={suggestion.id}
                  textValue={suggestion.name}
                  className="fc-SearchBox-option"
                  onAction={() => onSuggestionChosen(suggestion)}
                >
                  {suggestion.imageUrl ? (
                    <img
                      className="fc-SearchBox-image"
                      src={suggestion.imageUrl}
                      alt=""
                      width={64}
                      height={48}
                      loading="lazy"
                    />
                  ) : (
                    <span className="fc-SearchBox-image" aria-hidden="true" />
                  )}
                  <span className="fc-SearchBox-name">{suggestion.name}</span>
                  {suggestion.price && <span className="fc-SearchBox-price">{suggestion.price}</span>}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        <SearchFormSubmit params={form.params} />
      </form>
    </search>
  )
}
