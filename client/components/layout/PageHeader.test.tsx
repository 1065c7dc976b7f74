import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

function render(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

describe('PageHeader', () => {
  it('draws a list page header as before: one row, title and description, actions right', () => {
    const html = render(
      <PageHeader title="Settings" description="Manage things." actions={<button>Go</button>} />,
    );
    expect(html).toBe(
      '<div class="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">' +
        '<div class="min-w-0"><h1 class="text-2xl font-semibold tracking-tight text-foreground sm:text-[1.75rem]">Settings</h1>' +
        '<p class="mt-1 text-sm text-muted-foreground">Manage things.</p></div>' +
        '<div class="flex shrink-0 flex-wrap items-center gap-2"><button>Go</button></div></div>',
    );
  });

  it('leaves out the description and actions when there are none', () => {
    const html = render(<PageHeader title="Dashboard" />);
    expect(html).not.toContain('<p');
    expect(html).not.toContain('shrink-0');
  });

  it('gives a detail page a back link, badges beside the title, and its many actions beside the title only on wide screens', () => {
    const html = render(
      <PageHeader
        back={{ to: '/visualizations', label: 'Visualizations' }}
        title="Q3 plan"
        badges={<span>Version 2</span>}
        descriptionIcon={<svg />}
        description="Generated from plan.pdf"
        actionsLayout="grid"
        actions={<button>Edit</button>}
      />,
    );
    expect(html).toContain('href="/visualizations"');
    expect(html).toMatch(/<a [^>]*>.*Visualizations<\/a>/);
    expect(html).toContain('2xl:flex-row 2xl:items-start 2xl:justify-between');
    expect(html).not.toContain('lg:flex-row');
    expect(html).toContain(
      '<div class="flex flex-wrap items-center gap-x-3 gap-y-2"><h1 class="text-2xl font-semibold tracking-tight text-foreground sm:text-[1.75rem] break-words">Q3 plan</h1><span>Version 2</span></div>',
    );
    expect(html).toContain('<span class="truncate">Generated from plan.pdf</span>');
    expect(html).toContain('grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center');
  });

  it('puts an icon left of the heading', () => {
    const html = render(
      <PageHeader back={{ to: '/', label: 'Back' }} icon={<i>PDF</i>} title="Report" />,
    );
    expect(html).toContain(
      '<div class="flex min-w-0 items-start gap-4"><i>PDF</i><div class="min-w-0">',
    );
  });
});
