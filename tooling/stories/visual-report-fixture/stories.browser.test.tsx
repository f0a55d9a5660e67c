import { type StoryModule, storyTests } from '../story-tests.js'

storyTests(import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true }))
