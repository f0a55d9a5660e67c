// The shared preview (theme toolbar, themed frame, the harness's own fonts), as ui's stories use it.
export { default } from '@forecourt/story-harness/preview'

// Every component gets a Docs page (its stories and a props table from its types). Here, not in the
// shared preview: Storybook reads a project's tags from this file without running it.
export const tags = ['autodocs']
