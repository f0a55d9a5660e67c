// The shared preview (theme toolbar, themed frame, the harness's own fonts): ui's stories and the
// apps' family blocks render the same way (tooling/stories).
export { default } from '@forecourt/story-harness/preview'
