/** Types for fontkit (it ships none): only `create`, whose font the export reads through FontkitFont. */
declare module 'fontkit' {
  export function create(buffer: Buffer): unknown;
}
