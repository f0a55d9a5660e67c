// The search box of the storefront's pages (home hero, header banner), so every page that shows one
// shows the same one. Server-rendered and on first load it is a plain GET form to the site's
// listing, which works with or without JavaScript; the combobox that suggests cars as the shopper
// types (SuggestingSearchBox: react-aria's combobox, listbox and popover, about a sixth of a page's
// JavaScript) is downloaded when the shopper first points at or focuses the box, and takes the
// form's place with what they have typed so far, focus and caret kept.
import { familyProfileOf, type SiteConfig } from '@forecourt/domain'
import { initialSearchHref, initialSearchOf } from '@forecourt/search'
import '@forecourt/search/search-box.css'
import {
  lazy,
  type RefObject,
  Suspense,
  startTransition,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { Button } from 'react-aria-components/Button'
import { useNavigate } from 'react-router'
import { track } from '../analytics.js'
import { carPath } from '../paths.js'

/** Link of a suggested car. */
export const suggestionHref = (hit: Record<string, unknown>) => carPath({ slug: String(hit.slug) })

/** §9 event 29: a search suggestion was clicked. */
export function reportSuggestionClick(hit: Record<string, unknown>): void {
  track({ eventId: 29, label: String(hit.name), carId: Number(hit.objectID) })
}

export const SEARCH_BOX_PLACEHOLDER = 'Make, model or keyword'

export interface StorefrontSearchBoxProps {
  site: SiteConfig
  /** The box sits on a search page: no site suffix there (§2). */
  onSearchPage?: boolean
  /** Read out but not shown, for a slot without room for a label (the top banner). */
  hideLabel?: boolean
}

let suggestingBox: Promise<typeof import('./SuggestingSearchBox.js')> | undefined
const loadSuggestingBox = () => {
  suggestingBox ??= import('./SuggestingSearchBox.js').catch((error: unknown) => {
    suggestingBox = undefined // a failed download is tried again on the next approach
    throw error
  })
  return suggestingBox
}
const SuggestingSearchBox = lazy(() =>
  loadSuggestingBox().then((module) => ({ default: module.SuggestingSearchBox })),
)

/** What the shopper did in the plain form before the combobox arrived. */
interface Handover {
  query: string
  focused: boolean
  caret: number | null
}

export function StorefrontSearchBox(props: StorefrontSearchBoxProps) {
  const [isAlive, setAlive] = useState(false)
  const handover = useRef<Handover>({ query: '', focused: false, caret: null })
  const box = useRef<HTMLDivElement>(null)
  const approach = () => {
    loadSuggestingBox().then(
      // A transition: the form stays on screen until the combobox can take its place in one commit.
      () => startTransition(() => setAlive(true)),
      (error: unknown) => console.warn('[search] the search box stays a plain form', error),
    )
  }
  const plain = <PlainSearchForm {...props} handover={handover} onApproach={approach} />
  return (
    // `display: contents`: the wrapper is only there for the handover to find the new input.
    <div ref={box} style={{ display: 'contents' }}>
      <Suspense fallback={plain}>
        {isAlive ? (
          <>
            <SuggestingSearchBox {...props} />
            <HandOver box={box} handover={handover} />
          </>
        ) : (
          plain
        )}
      </Suspense>
    </div>
  )
}

/**
 * Gives the combobox's input what the plain form's had: focus, caret and the text typed so far —
 * as an input event, so that the combobox's own state takes it and asks for suggestions.
 */
function HandOver({
  box,
  handover,
}: {
  box: RefObject<HTMLDivElement | null>
  handover: RefObject<Handover>
}) {
  useLayoutEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement>('input[name="query"]')
    const { query, focused, caret } = handover.current
    if (!input) return
    if (focused) input.focus()
    if (query) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      if (focused && caret !== null) input.setSelectionRange(caret, caret)
    }
  }, [box, handover])
  return null
}

/** The box as the server renders it: the combobox's markup without its behaviour. */
function PlainSearchForm({
  site,
  onSearchPage = false,
  hideLabel = false,
  handover,
  onApproach,
}: StorefrontSearchBoxProps & { handover: RefObject<Handover>; onApproach: () => void }) {
  const navigate = useNavigate()
  const inputId = useId()
  const form = initialSearchOf(site, { onSearchPage })
  const label = familyProfileOf(site.template).vocabulary.searchBoxLabel
  const remember = (input: HTMLInputElement, focused: boolean) => {
    handover.current = { query: input.value, focused, caret: input.selectionStart }
  }
  return (
    <search className="fc-SearchBox">
      <form
        className="fc-SearchBox-form"
        action={form.action}
        method="get"
        onPointerEnter={onApproach}
        onSubmit={(event) => {
          event.preventDefault()
          const query = new FormData(event.currentTarget).get('query')
          navigate(initialSearchHref(form, typeof query === 'string' ? query : ''))
        }}
      >
        <div className="fc-SearchBox-field">
          {!hideLabel && (
            <label className="fc-SearchBox-label" htmlFor={inputId}>
              {label}
            </label>
          )}
          <input
            id={inputId}
            className="fc-SearchBox-input"
            name="query"
            type="search"
            // What the combobox that takes its place says (and react-aria's server render did).
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={SEARCH_BOX_PLACEHOLDER}
            aria-label={hideLabel ? label : undefined}
            onFocus={(event) => {
              remember(event.currentTarget, true)
              onApproach()
            }}
            // Later, not now: the browser blurs the input as the combobox replaces it, and the
            // handover must still know it had focus.
            onBlur={(event) => {
              const input = event.currentTarget
              setTimeout(() => remember(input, false))
            }}
            onInput={(event) => remember(event.currentTarget, true)}
            onSelect={(event) =>
              remember(event.currentTarget, document.activeElement === event.currentTarget)
            }
          />
        </div>
        {form.params.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {/* §2: mobile shows a Search button; wider screens search on Enter. */}
        <Button type="submit" className="fc-SearchBox-submit">
          Search
        </Button>
      </form>
    </search>
  )
}
