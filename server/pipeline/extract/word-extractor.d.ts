// Types for word-extractor 1.0.x (the package ships none): only what doc.ts uses.
declare module 'word-extractor' {
  interface TextOptions {
    filterUnicode?: boolean;
  }
  interface ExtractedDocument {
    getBody(options?: TextOptions): string;
    getFootnotes(options?: TextOptions): string;
    getEndnotes(options?: TextOptions): string;
    getTextboxes(
      options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean },
    ): string;
  }
  class WordExtractor {
    extract(source: string | Buffer): Promise<ExtractedDocument>;
  }
  export = WordExtractor;
}
