import { type StoryModule, storyTests } from '@forecourt/story-harness/story-tests'

// Every app's family blocks in Chromium, checked and photographed like ui's stories: the stories sit
// beside the blocks in apps/<family>/app, their baselines here.
storyTests(import.meta.glob<StoryModule>('../../../apps/*/app/**/*.stories.tsx', { eager: true }))
