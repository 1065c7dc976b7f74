import type { Ref } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { Input } from './input';
import { Label } from './label';
import { styled } from './styled';
import { TableCell, TableRow } from './table';
import { Textarea } from './textarea';

describe('styled', () => {
  it('renders the part with its classes, the caller’s className after them', () => {
    const Panel = styled('div', 'flex px-6', 'Panel');
    expect(renderToStaticMarkup(<Panel />)).toBe('<div class="flex px-6"></div>');
    expect(renderToStaticMarkup(<Panel className="mt-2" />)).toBe(
      '<div class="flex px-6 mt-2"></div>',
    );
  });

  it('lets a caller’s conflicting class win (tailwind-merge)', () => {
    const Panel = styled('div', 'flex px-6', 'Panel');
    expect(renderToStaticMarkup(<Panel className="px-2" />)).toBe('<div class="flex px-2"></div>');
  });

  it('passes every other prop and the children on', () => {
    const Panel = styled('section', 'grid', 'Panel');
    const html = renderToStaticMarkup(
      <Panel id="p" aria-label="Panel" data-state="open">
        <b>x</b>
      </Panel>,
    );
    expect(html).toBe(
      '<section class="grid" id="p" aria-label="Panel" data-state="open"><b>x</b></section>',
    );
  });

  it('passes the ref on as a prop (React 19) and names the component', () => {
    let seen: unknown;
    function Probe(props: { ref?: Ref<HTMLElement>; className?: string }) {
      seen = props.ref;
      return null;
    }
    const Styled = styled(Probe, 'x', 'StyledProbe');
    const ref = { current: null };
    renderToStaticMarkup(<Styled ref={ref} />);
    expect(seen).toBe(ref);
    expect((Styled as { displayName?: string }).displayName).toBe('StyledProbe');
  });
});

describe('primitives built with styled render what the hand-written wrappers did', () => {
  it('Card', () => {
    const html = renderToStaticMarkup(
      <Card className="c">
        <CardHeader>
          <CardTitle>t</CardTitle>
        </CardHeader>
        <CardContent>c</CardContent>
      </Card>,
    );
    expect(html).toBe(
      '<div class="flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm c">' +
        '<div class="flex flex-col gap-1.5 px-6"><h3 class="leading-none font-semibold tracking-tight">t</h3></div>' +
        '<div class="px-6">c</div></div>',
    );
  });

  it('Table rows and cells', () => {
    const html = renderToStaticMarkup(
      <table>
        <tbody>
          <TableRow data-state="selected">
            <TableCell className="c">c</TableCell>
          </TableRow>
        </tbody>
      </table>,
    );
    expect(html).toContain(
      '<tr class="border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted" data-state="selected">' +
        '<td class="px-4 py-3 align-middle whitespace-nowrap c">c</td></tr>',
    );
  });

  it('Input and Textarea share the focus and invalid states', () => {
    const focusAndInvalid =
      'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20';
    const input = renderToStaticMarkup(<Input type="email" aria-invalid />);
    expect(input).toMatch(
      /^<input class="flex h-10 w-full min-w-0 [^"]+" type="email" aria-invalid="true"\/>$/,
    );
    expect(input).toContain(`disabled:opacity-50 ${focusAndInvalid}"`);
    expect(renderToStaticMarkup(<Textarea rows={3} />)).toContain(
      `disabled:opacity-50 ${focusAndInvalid}" rows="3">`,
    );
  });

  it('Label (a Radix part)', () => {
    expect(renderToStaticMarkup(<Label htmlFor="x">L</Label>)).toBe(
      '<label class="text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60" for="x">L</label>',
    );
  });
});
