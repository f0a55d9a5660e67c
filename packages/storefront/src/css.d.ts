// Components import their stylesheet for its side effect; the consumer's bundler handles it.
declare module '*.css' {}
