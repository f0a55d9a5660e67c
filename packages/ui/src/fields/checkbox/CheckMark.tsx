/** The tick drawn in a selected checkbox; decorative, the input carries the state. */
export function CheckMark() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M2 8.5 6 12.5 14 4" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  )
}
