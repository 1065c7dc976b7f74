import { MAX_TEMPLATE_SVG_BYTES, TEMPLATE_MESSAGES } from '@common/contracts/templates.js';

/** Spec §2: the Template File input accepts these. */
export const TEMPLATE_FILE_EXTENSIONS = ['.json', '.html', '.txt', '.svg'] as const;
export const TEMPLATE_FILE_ACCEPT = TEMPLATE_FILE_EXTENSIONS.join(',');

export interface TemplateFile {
  name: string;
  content: string;
  /** The file's text when it is an SVG image, else null. */
  svgContent: string | null;
}

export class TemplateFileError extends Error {}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

function readAsText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new TemplateFileError(TEMPLATE_MESSAGES.readFailed));
    reader.onerror = () => reject(new TemplateFileError(TEMPLATE_MESSAGES.readFailed));
    reader.onabort = () => reject(new TemplateFileError(TEMPLATE_MESSAGES.readFailed));
    reader.readAsText(file);
  });
}

/** Whether text parses as an XML document whose root is <svg> (an inert parse: nothing loads or runs). */
export function parsesAsSvg(text: string): boolean {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return false;
  const root = doc.documentElement;
  return root.localName === 'svg' && root.namespaceURI === 'http://www.w3.org/2000/svg';
}

/** Reads a picked template file (FileReader) and checks that an .svg really is one (spec §5). */
export async function readTemplateFile(file: File): Promise<TemplateFile> {
  const extension = extensionOf(file.name);
  const isSvg = extension === '.svg' || file.type === 'image/svg+xml';
  if (!isSvg && !(TEMPLATE_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new TemplateFileError('Choose a .json, .html, .txt or .svg file');
  }
  if (file.size > MAX_TEMPLATE_SVG_BYTES) {
    throw new TemplateFileError('The template file must be at most 1 MB');
  }
  const content = await readAsText(file);
  if (isSvg && !parsesAsSvg(content)) throw new TemplateFileError(TEMPLATE_MESSAGES.parseFailed);
  return { name: file.name, content, svgContent: isSvg ? content : null };
}
