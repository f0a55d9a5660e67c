// A search box that is a plain GET form until the shopper approaches it. Server-rendered and on
// first load it is the suggesting form's markup without its behaviour, which works with or without
// JavaScript; the suggesting box (react-aria's combobox, listbox and popover: about 17 kB gzip) is
// downloaded when the shopper first points at or focuses the form, and takes its place with what
// they have typed so far, focus and caret kept. The storefront's search box and the search page's
// query box both defer this way.
import {
  type ComponentType,
  type RefObject,
  startTransition,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import type { InitialSearch } from '../initial-search.js'
import { SearchFormSubmit } from './SearchFormSubmit.js'

export interface DeferredSearchBoxProps<BoxProps extends object> {
  /** Where the form goes without JavaScript: GET `action` with `query`, then the hidden `params`. */
  form: InitialSearch
  label: string
  /** The label is read out but not shown (a header banner). */
  hideLabel?: boolean | undefined
  placeholder?: string | undefined
  /** The text the box starts with (the search page's current query). */
  defaultValue?: string | undefined
  /** Submitted with JavaScript before the suggesting box has arrived. */
  onSubmit: (query: string) => void
  /** Downloads the suggesting box; asked for once on the first approach, again after a failure. */
  load: () => Promise<ComponentType<BoxProps>>
  /** What the suggesting box is rendered with once it has arrived. */
  boxProps: BoxProps
}

/** What the shopper did in the plain form before the suggesting box arrived. */
interface Handover {
  query: string
  focused: boolean
  caret: number | null
}

export function DeferredSearchBox<BoxProps extends object>({
  load,
  boxProps,
  ...plain
}: DeferredSearchBoxProps<BoxProps>) {
  const [Box, setBox] = useState<ComponentType<BoxProps> | null>(null)
  const loading = useRef(false)
  const handover = useRef<Handover>({ query: plain.defaultValue ?? '', focused: false, caret: null })
  const wrapper = useRef<HTMLDivElement>(null)
  const approach = () => {
    if (loading.current) return
    loading.current = true
    load().then(
      // A transition: the form stays on screen until the suggesting box takes its place in one commit.
      (component) => startTransition(() => setBox(() => component)),
      (error: unknown) => {
        loading.current = false // a failed download is tried again on the next approach
        console.warn('[search] the search box stays a plain form', error)
      },
    )
  }
  return (
    // `display: contents`: the wrapper is only there for the handover to find the new input.
    <div ref={wrapper} style={{ display: 'contents' }}>
      {Box ? (
        <>
          <Box {...boxProps} />
          <HandOver wrapper={wrapper} handover={handover} />
        </>
      ) : (
        <PlainSearchForm {...plain} handover={handover} onApproach={approach} />
      )}
    </div>
  )
}

/**
 * Gives the suggesting box's input what the plain form's had: focus, caret and the text typed so
 * far — as an input event, so that the combobox's own state takes it and asks for suggestions.
 */
function HandOver({
  wrapper,
  handover,
}: {
  wrapper: RefObject<HTMLDivElement | null>
  handover: RefObject<Handover>
}) {
  useLayoutEffect(() => {
    const input = wrapper.current?.querySelector<HTMLInputElement>('input[name="query"]')
    const { query, focused, caret } = handover.current
    if (!input) return
    if (focused) input.focus()
    if (query !== input.value) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query)
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }
    if (focused && caret !== null) input.setSelectionRange(caret, caret)
  }, [wrapper, handover])
  return null
}

/** The box as the server renders it: the suggesting form's markup without its behaviour. */
function PlainSearchForm({
  form,
  label,
  hideLabel = false,
  placeholder,
  defaultValue,
  onSubmit,
  handover,
  onApproach,
}: Omit<DeferredSearchBoxProps<object>, 'load' | 'boxProps'> & {
  handover: RefObject<Handover>
  onApproach: () => void
}) {
  const inputId = useId()
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
          onSubmit(typeof query === 'string' ? query : '')
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
            defaultValue={defaultValue}
            // What the combobox that takes its place says (and react-aria's server render did).
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={placeholder}
            aria-label={hideLabel ? label : undefined}
            onFocus={(event) => {
              remember(event.currentTarget, true)
              onApproach()
            }}
            // Later, not now: the browser blurs the input as the suggesting box replaces it, and the
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
        <SearchFormSubmit params={form.params} />
      </form>
    </search>
  )
}
