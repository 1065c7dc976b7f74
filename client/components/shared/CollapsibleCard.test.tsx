import { renderToStaticMarkup } from 'react-dom/server';
import { Braces } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { CollapsibleCard } from './CollapsibleCard';

describe('CollapsibleCard', () => {
  it('starts closed: a button naming the hidden region it controls, with nothing drawn inside', () => {
    let rendered = 0;
    function Costly() {
      rendered++;
      return <p>costly content</p>;
    }
    const html = renderToStaticMarkup(
      <CollapsibleCard icon={Braces} title="Raw data" summary="As saved" size="small">
        <Costly />
      </CollapsibleCard>,
    );
    const controls = /<button type="button" aria-expanded="false" aria-controls="([^"]+)"/.exec(
      html,
    );
    expect(controls).not.toBeNull();
    expect(html).toContain(`<div id="${controls?.[1]}" hidden=""`);
    expect(html).toContain('Raw data');
    expect(html).not.toContain('costly content');
    expect(rendered).toBe(0);
  });
});
