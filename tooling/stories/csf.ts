// The story types an app's family blocks are written with, so an app needs only this harness (not
// Storybook itself) among its dev dependencies to type its stories.
export type { Meta, StoryObj } from '@storybook/react-vite'
