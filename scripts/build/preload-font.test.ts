import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './preload-font.js';

/** The bundle as Vite hands it to transformIndexHtml: file names are what matter here. */
function bundleOf(...fileNames: string[]) {
  return Object.fromEntries(fileNames.map((fileName) => [fileName, {}])) as never;
}

describe('fontPreloadTags', () => {
  it('preloads the Latin subset of Inter in CORS mode, so the browser reuses the download', () => {
    const tags = fontPreloadTags({
      bundle: bundleOf(
        'assets/index-abc123.js',
        'assets/inter-cyrillic-wght-normal-Aa1.woff2',
        'assets/inter-latin-ext-wght-normal-Bb2.woff2',
        'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      ),
    });
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('adds nothing when the build has no such font (the dev server, another font)', () => {
    expect(fontPreloadTags({ bundle: undefined })).toEqual([]);
    expect(fontPreloadTags({ bundle: bundleOf('assets/roboto-latin-400.woff2') })).toEqual([]);
  });
});
