import type { Theme } from './base-theme.js'

type ColorToken = keyof Theme['color']

export interface ContrastPair {
  foreground: ColorToken
  background: ColorToken
  /** `text` needs 4.5:1; `large` text and `ui` parts (borders, icons, focus rings) need 3:1. */
  kind: 'text' | 'large' | 'ui'
  /** Where the pair appears, so a failing pair points at the component to look at. */
  usedBy: string
}

// Every foreground/background combination ui's stylesheets use. A component that puts a new
// colour on a new surface adds its pair here, and the contrast test then holds every theme to it.
export const contrastPairs: ContrastPair[] = [
  { foreground: 'text', background: 'surface', kind: 'text', usedBy: 'body text' },
  { foreground: 'textMuted', background: 'surface', kind: 'text', usedBy: 'secondary text, car series' },
  { foreground: 'text', background: 'surfaceMuted', kind: 'text', usedBy: 'attribute chips, footer' },
  { foreground: 'textMuted', background: 'surfaceMuted', kind: 'text', usedBy: 'footer small print' },
  { foreground: 'text', background: 'surfaceRaised', kind: 'text', usedBy: 'cards, dialogs' },
  { foreground: 'textMuted', background: 'surfaceRaised', kind: 'text', usedBy: 'card secondary text' },
  { foreground: 'textInverse', background: 'surfaceInverse', kind: 'text', usedBy: 'sub-footer' },
  { foreground: 'link', background: 'surface', kind: 'text', usedBy: 'links' },
  { foreground: 'linkHover', background: 'surface', kind: 'text', usedBy: 'hovered links' },
  { foreground: 'link', background: 'surfaceMuted', kind: 'text', usedBy: 'footer links' },
  { foreground: 'link', background: 'surfaceRaised', kind: 'text', usedBy: 'links in cards' },
  { foreground: 'brandText', background: 'brand', kind: 'text', usedBy: 'primary button' },
  { foreground: 'brandText', background: 'brandHover', kind: 'text', usedBy: 'hovered primary button' },
  { foreground: 'brandText', background: 'brandPressed', kind: 'text', usedBy: 'pressed primary button' },
  { foreground: 'link', background: 'brandSubtle', kind: 'text', usedBy: 'ghost button hovered' },
  { foreground: 'text', background: 'brandSubtle', kind: 'text', usedBy: 'selected list item, promo slide' },
  { foreground: 'brand', background: 'brandSubtle', kind: 'ui', usedBy: 'primary button on a promo slide' },
  { foreground: 'dangerText', background: 'danger', kind: 'text', usedBy: 'destructive button' },
  { foreground: 'dangerText', background: 'dangerHover', kind: 'text', usedBy: 'hovered destructive button' },
  { foreground: 'dangerSubtleText', background: 'dangerSubtle', kind: 'text', usedBy: 'destructive alert' },
  { foreground: 'successSubtleText', background: 'successSubtle', kind: 'text', usedBy: 'success alert' },
  { foreground: 'warningSubtleText', background: 'warningSubtle', kind: 'text', usedBy: 'warning alert' },
  { foreground: 'infoSubtleText', background: 'infoSubtle', kind: 'text', usedBy: 'info alert' },
  { foreground: 'tagNewText', background: 'tagNew', kind: 'text', usedBy: 'New tag' },
  { foreground: 'tagComingSoonText', background: 'tagComingSoon', kind: 'text', usedBy: 'COMING SOON tag' },
  { foreground: 'tagReservedText', background: 'tagReserved', kind: 'text', usedBy: 'Reserved tag' },
  { foreground: 'tagSoldText', background: 'tagSold', kind: 'text', usedBy: 'SOLD tag' },
  { foreground: 'tagTestDriveText', background: 'tagTestDrive', kind: 'text', usedBy: 'Test Drive Only tag' },
  { foreground: 'borderStrong', background: 'surface', kind: 'ui', usedBy: 'control and card borders' },
  { foreground: 'focusRing', background: 'surface', kind: 'ui', usedBy: 'focus ring' },
  { foreground: 'focusRing', background: 'surfaceMuted', kind: 'ui', usedBy: 'focus ring in footer' },
  { foreground: 'star', background: 'surfaceMuted', kind: 'ui', usedBy: 'review star in the top banner' },
  { foreground: 'starEmpty', background: 'surfaceMuted', kind: 'ui', usedBy: 'empty star in the top banner' },
  {
    foreground: 'brand',
    background: 'surface',
    kind: 'ui',
    usedBy: 'secondary button border, lead form progress',
  },
  { foreground: 'danger', background: 'surface', kind: 'ui', usedBy: 'invalid field border, alert icon' },
  { foreground: 'danger', background: 'dangerSubtle', kind: 'ui', usedBy: 'destructive alert border' },
  { foreground: 'star', background: 'surface', kind: 'ui', usedBy: 'filled review star' },
  { foreground: 'starEmpty', background: 'surface', kind: 'ui', usedBy: 'empty review star outline' },
  { foreground: 'star', background: 'surfaceRaised', kind: 'ui', usedBy: 'review star on a card' },
  {
    foreground: 'starEmpty',
    background: 'surfaceRaised',
    kind: 'ui',
    usedBy: 'empty star on a location card',
  },
  {
    foreground: 'borderStrong',
    background: 'surfaceRaised',
    kind: 'ui',
    usedBy: 'progress track in a dialog',
  },
  { foreground: 'textMuted', background: 'surfaceMuted', kind: 'text', usedBy: 'tab label hovered' },
  { foreground: 'text', background: 'surfaceMuted', kind: 'text', usedBy: 'favourites strip empty slot' },
  {
    foreground: 'focusRing',
    background: 'surfaceRaised',
    kind: 'ui',
    usedBy: 'focus ring in cards and dialogs',
  },
]
