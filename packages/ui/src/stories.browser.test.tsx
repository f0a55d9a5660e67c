import { type StoryModule, storyTests } from '@forecourt/story-harness/story-tests'

// Every ui story in Chromium: its play function, axe, target sizes, the harness's fonts and a
// screenshot at a mobile and a desktop width (tooling/stories/story-tests.tsx).
storyTests(import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }))
