// The story types and test helpers an app's family blocks are written with, so an app needs only
// this harness (not Storybook itself) among its dev dependencies to write its stories.
// Imported, then exported: Storybook's build rewrites an import of storybook/test to its global,
// and cannot rewrite an `export … from` of it.
import { expect, within } from 'storybook/test'

export type { Meta, StoryObj } from '@storybook/react-vite'
export { expect, within }
