import { expect, type Page } from '@playwright/test';
import { EXTERNAL } from './xss-payloads.js';
import { ranPayloads, watch, type Tripwires } from './xss-tripwires.js';

/**
 * XSS payloads for plain text a user controls (names, titles, file names, extracted text, data)
 * and the tripwires that catch them, for the e2e/hostile-*.spec.ts specs. Every payload carries
 * an id (`hx-…`), so a failure names the field it came from. They run `alert(id)` (the dialog
 * listener) or load `/hostile-probe/id` from the app's own origin or `EXTERNAL/id` (the request
 * listener). None uses an underscore (extracted text loses them) and shortPayload no slash (a
 * file name keeps only what follows the last one), so each reaches its surface intact.
 */

/** Same-origin path nothing serves: any request for it comes from an injected element. */
export const PROBE_PATH = '/hostile-probe';

/** At most 100 characters for an id of up to 6: fits every name field. */
export function shortPayload(id: string): string {
  return `'"><img src=x onerror=alert('hx-${id}')><svg onload=alert('hx-${id}')>`;
}

/** At most 200 characters: document names, titles, template names. */
export function longPayload(id: string): string {
  return `${shortPayload(id)}<script>alert('hx-${id}')</script><img src=${EXTERNAL}/hx-${id}.png><img src=${PROBE_PATH}/hx-${id}>`;
}

/** For text merged into an SVG drawing: tries to close the text element or a CDATA section. */
export function svgTextPayload(id: string): string {
  return `</text><script>alert('hx-${id}')</script>]]><image href=${EXTERNAL}/hx-${id}.png /><text>`;
}

/** The tripwires of xss-tripwires.ts plus console messages and requests for PROBE_PATH. */
export interface HostileWires extends Tripwires {
  console: string[];
  probes: string[];
}

export function watchHostile(page: Page, appOrigin: string): HostileWires {
  const wires: HostileWires = { ...watch(page, appOrigin), console: [], probes: [] };
  page.on('console', (message) => {
    const text = message.text();
    // A payload's id, or a Content-Security-Policy refusal (markup that tried to run or load).
    if (/hx-|Content Security Policy|Refused to (execute|load|apply)/i.test(text))
      wires.console.push(`${message.type()}: ${text}`);
  });
  page.on('request', (request) => {
    if (request.url().includes(PROBE_PATH) || request.url().includes('/hx-'))
      wires.probes.push(request.url());
  });
  return wires;
}

/**
 * What a page did that it should not have: scripts that ran, dialogs, requests outside the app
 * or for PROBE_PATH, console messages, and elements anywhere in the page (shadow roots included)
 * with an event-handler attribute, a javascript: URL or a script holding a payload. React and the
 * SVG sanitizer never write those, so one means markup got in.
 */
export async function hostileFindings(page: Page, wires: HostileWires) {
  await page.waitForTimeout(300);
  const injected = await page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
            found.push(`<${element.localName} ${attribute.name}>`);
        }
        if (element.localName === 'script' && /hx-/.test(element.textContent ?? ''))
          found.push('<script> with a payload');
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
  return {
    ran: await ranPayloads(page),
    dialogs: [...wires.dialogs],
    externalRequests: [...wires.externalRequests],
    console: [...wires.console],
    probes: [...wires.probes],
    injected,
  };
}

const NOTHING = {
  ran: [],
  dialogs: [],
  externalRequests: [],
  console: [],
  probes: [],
  injected: [],
};

export async function expectNothingHostile(
  page: Page,
  wires: HostileWires,
  where: string,
): Promise<void> {
  expect(await hostileFindings(page, wires), where).toEqual(NOTHING);
}
