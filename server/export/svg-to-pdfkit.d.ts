/** Types for svg-to-pdfkit (it ships none): the one function and the options the PDF export uses. */
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    precision?: number;
    fontCallback?: (
      family: string,
      bold: boolean,
      italic: boolean,
      options: { fauxBold: boolean; fauxItalic: boolean },
    ) => string;
    imageCallback?: (link: string) => string;
    documentCallback?: (file: string) => unknown;
    warningCallback?: (message: string) => void;
  }
  function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x?: number,
    y?: number,
    options?: SvgToPdfOptions,
  ): void;
  export default SVGtoPDF;
}
