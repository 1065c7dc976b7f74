/**
 * Types for the two css-tree entry points the CSS sanitizer imports (sanitize-css.ts). They are
 * css-tree's own parse() and walk(), without the lexer and its syntax data, which the main entry
 * would pull into the browser bundle; @types/css-tree only describes the main entry.
 */
declare module 'css-tree/parser' {
  import type { parse } from 'css-tree';
  const parser: typeof parse;
  export default parser;
}

declare module 'css-tree/walker' {
  import type { walk } from 'css-tree';
  const walker: typeof walk;
  export default walker;
}
