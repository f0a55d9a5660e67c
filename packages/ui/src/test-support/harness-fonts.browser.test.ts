import { systemFontsUsed, textInPictures } from '@forecourt/story-harness/harness-fonts'
import { afterEach, describe, expect, test } from 'vitest'

// The font checks every story runs must be able to fail: a system font or a picture with text is
// reported, the harness's web font is not.

let fixture: HTMLElement | undefined
afterEach(() => fixture?.remove())

function mount(html: string): HTMLElement {
  fixture = document.createElement('div')
  fixture.innerHTML = html
  document.body.append(fixture)
  return fixture
}

describe('systemFontsUsed', () => {
  test('reports text drawn in a font the machine supplies', async () => {
    const root = mount('<p style="font-family: monospace">Drive away today</p>')
    const found = await systemFontsUsed(root)
    expect(found).toHaveLength(1)
    expect(found[0]).toContain("drew 'Drive away today'")
  })

  test('passes text drawn in the harness font', async () => {
    const root = mount('<p style="font-family: \'Inter Variable\'">Drive away today</p>')
    await document.fonts.load('16px "Inter Variable"', 'Drive away today')
    expect(await systemFontsUsed(root)).toEqual([])
  })
})

describe('textInPictures', () => {
  test('reports an SVG picture that draws text', () => {
    const svg = encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg"><text x="0" y="10">Logo</text></svg>',
    )
    const root = mount(`<img alt="Dealer logo" src="data:image/svg+xml,${svg}">`)
    expect(textInPictures(root)).toEqual(["img 'Dealer logo' draws <text>"])
  })

  test('passes an SVG picture drawn from shapes', () => {
    const svg = encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')
    expect(textInPictures(mount(`<img alt="Badge" src="data:image/svg+xml,${svg}">`))).toEqual([])
  })
})
