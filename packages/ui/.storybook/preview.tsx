// The shared preview (theme toolbar, themed frame, the harness's own fonts): ui's stories and the
// apps' family blocks render the same way (tooling/stories).
export { default } from '@forecourt/story-harness/preview'

// Every component gets a Docs page (its stories and a props table from its types). Here, not in the
// shared preview: Storybook reads a project's tags from this file without running it.
export const tags = ['autodocs']
