// The story types and test helpers an app's family blocks are written with, so an app needs only
// this harness (not Storybook itself) among its dev dependencies to write its stories.
export type { Meta, StoryObj } from '@storybook/react-vite'
export { expect, within } from 'storybook/test'
