import { createHash } from 'node:crypto';
import type { SharedDrawing } from './drawing.js';

/**
 * The HTML of the public share pages, written here on the server: no app shell, no script at all,
 * one stylesheet allowed by its hash, and nothing but the title, the organization's name and the
 * drawing. Every text from the database goes through escapeHtml.
 */

export const FONT_PATH = '/s/assets/inter-latin.woff2';

const CSS = `@font-face{font-family:'Inter Variable';font-style:normal;font-weight:100 900;font-display:swap;src:url(${FONT_PATH}) format('woff2')}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f1f5f9;color:#0f172a;font-family:'Inter Variable',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5}
main{flex:1;width:100%;max-width:880px;margin:0 auto;padding:40px 24px 16px}
.org{margin:0;font-size:13px;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#4f46e5;overflow-wrap:anywhere}
h1{margin:6px 0 24px;font-size:28px;line-height:1.25;font-weight:700;letter-spacing:-.01em;overflow-wrap:anywhere}
.drawing{margin:0;padding:16px;background:#fff;border-radius:14px;box-shadow:0 1px 2px rgba(15,23,42,.06),0 8px 28px rgba(15,23,42,.08)}
.drawing img{display:block;width:100%;height:auto;margin:0 auto}
.card{max-width:420px;margin:8vh auto 0;padding:32px;background:#fff;border-radius:14px;box-shadow:0 1px 2px rgba(15,23,42,.06),0 8px 28px rgba(15,23,42,.08)}
.card h1{margin:0 0 8px;font-size:22px}
.card p{margin:0 0 20px;color:#475569}
.card>p:last-child{margin-bottom:0}
.icon{display:flex;width:44px;height:44px;margin-bottom:16px;align-items:center;justify-content:center;border-radius:10px;background:#eef2ff;color:#4f46e5}
label{display:block;margin-bottom:6px;font-size:14px;font-weight:600}
input{display:block;width:100%;height:44px;padding:0 12px;border:1px solid #cbd5e1;border-radius:8px;font:inherit;font-size:16px;color:inherit;background:#fff}
input:focus{outline:2px solid #4f46e5;outline-offset:1px;border-color:#4f46e5}
input[aria-invalid=true]{border-color:#dc2626}
.card .error{margin:8px 0 0;font-size:14px;font-weight:500;color:#b91c1c}
button{display:block;width:100%;height:44px;margin-top:20px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#4338ca}
button:focus-visible{outline:2px solid #0f172a;outline-offset:2px}
.problem{padding:48px 24px;text-align:center;color:#475569;background:#fff;border:1px dashed #cbd5e1;border-radius:14px}
footer{padding:24px;text-align:center;font-size:13px;color:#64748b}
@media (max-width:640px){main{padding:20px 12px 8px}h1{font-size:22px;margin-bottom:16px}.drawing{padding:6px;border-radius:10px}.card{margin-top:4vh;padding:24px}}`;

const CSS_HASH = createHash('sha256').update(CSS).digest('base64');

/** The pages' policy: nothing runs, nothing loads but the drawing (data:) and the font (same origin). */
export const SHARE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${CSS_HASH}'`,
  'img-src data:',
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
${body}
<footer>Made with DocViz</footer>
</body>
</html>
`;
}

/** The shared visualization: its organization, its title and the drawing, nothing else. */
export function sharedPage(view: {
  title: string;
  organizationName: string;
  drawing: SharedDrawing | null;
}): string {
  const { title, organizationName, drawing } = view;
  const size =
    drawing?.width && drawing.height ? ` width="${drawing.width}" height="${drawing.height}"` : '';
  const figure = drawing
    ? `<figure class="drawing"><img src="${drawing.src}" alt="${escapeHtml(title)}"${size}></figure>`
    : '<p class="problem">This visualization cannot be shown right now.</p>';
  return page(
    `${title} · ${organizationName}`,
    `<main>
<p class="org">${escapeHtml(organizationName)}</p>
<h1>${escapeHtml(title)}</h1>
${figure}
</main>`,
  );
}

const LOCK_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>';

/** The password form of a protected link (no title, no organization: the password comes first). */
export function passwordPage(token: string, error?: string): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="password-error"' : '';
  const message = error
    ? `\n<p id="password-error" class="error" role="alert">${escapeHtml(error)}</p>`
    : '';
  return page(
    'Password required',
    `<main>
<section class="card" aria-labelledby="heading">
<div class="icon">${LOCK_ICON}</div>
<h1 id="heading">This visualization is protected</h1>
<p>Enter the password you were given to view it.</p>
<form method="post" action="/s/${escapeHtml(token)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128" autofocus${invalid}>${message}
<button type="submit">View visualization</button>
</form>
</section>
</main>`,
  );
}

/** A page with a heading and one line: not found, too many attempts, an error. */
export function messagePage(heading: string, text: string): string {
  return page(
    heading,
    `<main>
<section class="card">
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
</section>
</main>`,
  );
}

/** The one answer for an unknown, revoked or expired token (and any other /s/ address). */
export const NOT_FOUND_PAGE = messagePage(
  'This link is not available',
  'The link may be mistyped, or it has expired or been revoked. Ask the person who shared it for a new one.',
);
