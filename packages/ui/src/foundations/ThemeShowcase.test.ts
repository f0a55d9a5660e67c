import { themeNames } from '@forecourt/tokens'
import { describe, expect, it } from 'vitest'
import * as showcase from './ThemeShowcase.stories.js'

describe('theme showcase', () => {
  it('has a story, and so a screenshot baseline, for every theme the tokens define', () => {
    const storyThemes = Object.entries(showcase)
      .filter(([name]) => name !== 'default')
      .map(([, story]) => (story as { args: { theme: string } }).args.theme)
    expect(storyThemes.sort()).toEqual([...themeNames].sort())
  })
})
