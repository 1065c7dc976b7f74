import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { projectRoot } from '../../server/paths.js';

const ENTRY_ID = 'virtual:gallery-entry';
const fromRoot = (path: string) => resolve(projectRoot, path).split('\\').join('/');

/**
 * The code the gallery page runs, as a browser entry: it imports the client's own functions
 * (client/components/visualization/render.ts and client/components/svg/sanitize-svg.ts) and draws
 * a visualization the way VisualizationPreview → SafeSvg does: parse the data, merge it into the
 * template, sanitize with the shared DOMPurify profile, make it responsive, insert it into an
 * open shadow root. Kept as text so that tsconfig.json (Node, no DOM, no client aliases) never
 * type-checks client modules; Vite resolves them with the client's aliases.
 */
const ENTRY_SOURCE = `
import { parseVisualizationData, renderVisualization, templateSvg } from '${fromRoot('client/components/visualization/render.ts')}';
import { makeResponsive, sanitizeSvg } from '${fromRoot('client/components/svg/sanitize-svg.ts')}';

window.drawVisualization = (template, data, category) => {
  const host = document.getElementById('host');
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  const outcome = renderVisualization(templateSvg(template), parseVisualizationData(data), category);
  if (!outcome.ok) return { ok: false, message: outcome.message };
  const root = sanitizeSvg(outcome.result.svg);
  if (!root) return { ok: false, message: 'nothing left after sanitizing' };
  makeResponsive(root, 'width');
  root.setAttribute('aria-hidden', 'true');
  shadow.replaceChildren(root);
  return { ok: true, analysis: outcome.result.analysis };
};
`;

function entryPlugin(): Plugin {
  return {
    name: 'gallery-entry',
    resolveId: (id) => (id.endsWith(ENTRY_ID) ? `\0${ENTRY_ID}` : undefined),
    load: (id) => (id === `\0${ENTRY_ID}` ? ENTRY_SOURCE : undefined),
  };
}

/** Builds the page script (one IIFE, in memory, about a second). */
export async function buildBrowserBundle(): Promise<string> {
  const output = await build({
    configFile: false,
    // 'error': react-query's "use client" directives make harmless warnings.
    logLevel: 'error',
    root: projectRoot,
    plugins: [entryPlugin()],
    resolve: {
      alias: { '@common': fromRoot('common'), '@': fromRoot('client') },
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY_ID, formats: ['iife'], name: 'DocVizGallery', fileName: 'gallery' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('Vite built no script for the gallery page');
}
