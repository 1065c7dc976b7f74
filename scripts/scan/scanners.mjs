// The two scanners: sqlmap against each API endpoint that takes input, wapiti over the app as a
// whole. Both only ever get http://127.0.0.1:<port> URLs, and every wapiti module that talks to an
// outside host (ssrf and xxe call back to an endpoint, redirect follows to openbugbounty.org,
// nikto and wapp download their databases) is left out; bug reports are off.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Wapiti modules that stay on the target; everything else is never loaded. */
export const WAPITI_MODULES = [
  'backup',
  'blindsql',
  'cookieflags',
  'crlf',
  'csp',
  'csrf',
  'exec',
  'file',
  'htaccess',
  'http_headers',
  'methods',
  'permanentxss',
  'shellshock',
  'sql',
  'xss',
];

// A proxy that is never there: should a scanner still try an outside host, the request fails.
const NO_OUTSIDE = {
  http_proxy: 'http://127.0.0.1:9',
  https_proxy: 'http://127.0.0.1:9',
  HTTP_PROXY: 'http://127.0.0.1:9',
  HTTPS_PROXY: 'http://127.0.0.1:9',
  no_proxy: '127.0.0.1',
  NO_PROXY: '127.0.0.1',
};

function assertLocal(url) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refusing to scan ${url}`);
}

/** Runs a command with its output in logFile; killed after `seconds`. Resolves to its output. */
function run(command, args, logFile, seconds) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...NO_OUTSIDE, TERM: 'dumb' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000);
    }, seconds * 1000);
    child.on('close', () => {
      clearTimeout(timer);
      writeFileSync(logFile, output);
      resolve({ output, timedOut });
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ output: `${output}\n${error.message}`, timedOut, missing: true });
    });
  });
}

/**
 * What sqlmap attacks: path ids through the custom marker `*`, JSON bodies through --data (sqlmap
 * tests each JSON value). DELETE routes and logout are left out so the seed data and the token
 * survive the scan.
 */
export function sqlmapTargets(baseUrl, seedData) {
  const { account, documentId, visualizationId } = seedData;
  const json = (body) => JSON.stringify(body);
  const targets = [
    {
      name: 'login',
      url: '/api/auth/login',
      method: 'POST',
      data: json({ email: account.email, password: account.password }),
      // A changed password answers 401 by design; without this sqlmap stops at the first one.
      ignoreCodes: '401',
      // Every guess costs an argon2 verification: give it three time boxes.
      slow: true,
    },
    {
      name: 'register',
      url: '/api/auth/register',
      method: 'POST',
      data: json({ ...account, email: 'other@docviz.test', organizationName: 'Other' }),
    },
    { name: 'document-by-id', url: `/api/documents/${documentId}*` },
    { name: 'document-visualizations', url: `/api/documents/${documentId}*/visualizations` },
    {
      name: 'create-visualization',
      url: `/api/documents/${documentId}/visualizations`,
      method: 'POST',
      data: json({ title: 'Scan' }),
      // Each 201 differs (new id, time) and echoes the title, which sends sqlmap's page
      // comparison chasing noise: compare status codes instead.
      matchCode: 201,
    },
    { name: 'template-by-id', url: '/api/admin/templates/1*' },
    // No invitation exists: every answer is 404 unless a payload reaches further.
    { name: 'invitation-token', url: '/api/invitations/abcdefabcdefabcdef*', ignoreCodes: '404' },
    {
      name: 'profile',
      url: '/api/user/profile',
      method: 'PATCH',
      data: json({ firstName: 'Scan', lastName: 'Target', email: account.email }),
    },
  ];
  if (visualizationId !== null) {
    targets.push(
      { name: 'visualization-by-id', url: `/api/visualizations/${visualizationId}*` },
      { name: 'visualization-versions', url: `/api/visualizations/${visualizationId}*/versions` },
      {
        name: 'save-visualization',
        url: `/api/visualizations/${visualizationId}`,
        method: 'PUT',
        data: json({ data: { title: 'Scan' }, description: 'scan' }),
      },
    );
  }
  return targets.map((target) => ({ ...target, url: `${baseUrl}${target.url}` }));
}

/** Reads sqlmap's verdict for one target out of its console output. */
function sqlmapVerdict(output, timedOut) {
  if (/sqlmap identified the following injection point|is vulnerable/i.test(output))
    return 'INJECTABLE';
  if (/all tested parameters do not appear to be injectable/i.test(output)) return 'not injectable';
  if (timedOut) return 'time box reached (no injection found so far)';
  return 'no verdict (see log)';
}

export async function runSqlmap(baseUrl, seedData, reportDir, secondsPerTarget) {
  const dir = join(reportDir, 'sqlmap');
  mkdirSync(dir, { recursive: true });
  const results = [];
  for (const target of sqlmapTargets(baseUrl, seedData)) {
    assertLocal(target.url);
    const args = [
      '-u',
      target.url,
      '--batch',
      '-H',
      `Authorization: Bearer ${seedData.token}`,
      '--dbms=PostgreSQL',
      '--level=2',
      '--risk=1',
      '--technique=BEUST',
      '--time-sec=2',
      '--timeout=10',
      '--retries=1',
      '--threads=1',
      '--flush-session',
      '--disable-coloring',
      `--output-dir=${dir}`,
    ];
    if (target.method) args.push(`--method=${target.method}`);
    if (target.data) args.push(`--data=${target.data}`);
    if (target.ignoreCodes) args.push(`--ignore-code=${target.ignoreCodes}`);
    if (target.matchCode) args.push(`--code=${target.matchCode}`);
    const started = Date.now();
    const log = join(dir, `${target.name}.log`);
    const budget = secondsPerTarget * (target.slow ? 3 : 1);
    const { output, timedOut, missing } = await run('sqlmap', args, log, budget);
    if (missing) return { missing: true, results };
    // sqlmap's tally of non-2xx answers, e.g. "400 (Bad Request) - 139 times": rejected payloads.
    const codes = [...output.matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)]
      .map(([, code, times]) => `${code}×${times}`)
      .join(', ');
    results.push({
      name: target.name,
      method: target.method ?? 'GET',
      verdict: sqlmapVerdict(output, timedOut),
      codes: codes || 'none',
      seconds: Math.round((Date.now() - started) / 1000),
    });
    console.log(`sqlmap ${target.name}: ${results.at(-1).verdict}`);
  }
  return { missing: false, results };
}

export async function runWapiti(baseUrl, seedData, reportDir, seconds) {
  assertLocal(baseUrl);
  const { token, documentId, visualizationId } = seedData;
  const starts = [
    '/api/auth/me',
    '/api/documents',
    `/api/documents/${documentId}`,
    `/api/documents/${documentId}/visualizations`,
    '/api/visualizations',
    '/api/stats',
    '/api/admin/templates',
    '/api/public-config',
    '/login',
    '/dashboard',
  ];
  if (visualizationId !== null) starts.push(`/api/visualizations/${visualizationId}`);
  const jsonReport = join(reportDir, 'wapiti.json');
  const args = [
    '-u',
    `${baseUrl}/`,
    '--scope',
    'folder',
    ...starts.flatMap((path) => ['-s', `${baseUrl}${path}`]),
    // No -x for /api/auth/logout: wapiti 3.0.4's -x breaks on Python 3.11 (re flags), and
    // logout is POST-only while wapiti only posts HTML forms, which the app's pages have none of.
    '-m',
    WAPITI_MODULES.join(','),
    '-H',
    `Authorization: Bearer ${token}`,
    '-l',
    '1',
    '-d',
    '3',
    '--max-scan-time',
    String(seconds),
    '--max-attack-time',
    String(Math.max(20, Math.floor(seconds / WAPITI_MODULES.length))),
    '-t',
    '10',
    '--flush-session',
    '--store-session',
    join(reportDir, 'wapiti-session'),
    '--store-config',
    join(reportDir, 'wapiti-config'),
    '--no-bugreport',
    '-f',
    'json',
    '-o',
    jsonReport,
    '-v',
    '1',
  ];
  // --max-scan-time bounds the crawl and attacks; the extra minute lets it write its report.
  const { output, missing } = await run(
    'wapiti',
    args,
    join(reportDir, 'wapiti.log'),
    seconds + 60,
  );
  if (missing) return { missing: true };
  let report;
  try {
    report = JSON.parse(readFileSync(jsonReport, 'utf8'));
  } catch {
    return { missing: false, error: `no JSON report; last output:\n${output.slice(-2000)}` };
  }
  const count = (section) =>
    Object.entries(report[section] ?? {})
      .filter(([, items]) => items.length > 0)
      .map(([category, items]) => ({ category, count: items.length, items }));
  return {
    missing: false,
    urlsCrawled: /Wapiti found (\d+) URLs and forms/.exec(output)?.[1] ?? null,
    vulnerabilities: count('vulnerabilities'),
    anomalies: count('anomalies'),
    additionals: count('additionals'),
  };
}
