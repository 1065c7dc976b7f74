import { describe, expect, it } from 'vitest';
import { buildIndexPage, escapeHtml, type GalleryCard } from './index-page.js';
import { itemLists } from './items.js';

const hostile = `<img src=x onerror="alert('x')">&`;

function card(overrides: Partial<GalleryCard> = {}): GalleryCard {
  return {
    fileName: `${hostile}.pdf`,
    labelCategory: 'risk_analysis',
    analyzedCategory: 'risk_analysis',
    confidence: 0.9,
    status: 'drawn',
    png: `${hostile}.pdf.png`,
    lists: itemLists(
      'risk_analysis',
      'risk_analysis',
      { risks: [{ name: `</li><script>alert(1)</script>`, probability: 4, impact: 5 }] },
      { risks: [{ name: `"quoted" & 'single'` }] },
    ),
    ...overrides,
  };
}

describe('gallery index page', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes file names, extracted and expected items, and messages', () => {
    const page = buildIndexPage(
      [
        card(),
        card({
          status: 'unknown',
          analyzedCategory: 'unknown',
          message: '<b>no</b>',
          lists: [],
        }),
      ],
      `<summary>`,
    );
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<b>no</b>');
    expect(page).not.toContain('<summary>');
    expect(page).toContain('&lt;/li&gt;&lt;script&gt;alert(1)&lt;/script&gt; [P 4 · I 5]');
    expect(page).toContain('&quot;quoted&quot; &amp; &#39;single&#39;');
    expect(page).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;.pdf');
    // The picture's address is URL-encoded, then attribute-escaped: it cannot leave the attribute.
    expect(page).toContain(
      `src="${encodeURIComponent(`${hostile}.pdf.png`).replace(/'/g, '&#39;')}"`,
    );
  });

  it('marks wrong categories and says why there is no picture', () => {
    const page = buildIndexPage(
      [card({ status: 'unknown', analyzedCategory: 'unknown', png: undefined, lists: [] })],
      'totals',
    );
    expect(page).toContain('class="card wrong unknown"');
    expect(page).toContain('✗');
    expect(page).toContain('the product makes no visualization');
  });
});
