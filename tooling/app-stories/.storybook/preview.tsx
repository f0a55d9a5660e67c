// The shared preview (theme toolbar, themed frame, the harness's own fonts), as ui's stories use it.
export { default } from '@forecourt/story-harness/preview'
