// `npm run scan`: sqlmap and wapiti (Debian: apt-get install sqlmap wapiti) against the built
// server, started here on 127.0.0.1 with a fresh data directory and seeded through the API.
// Reports go to ./scan-report/ (git-ignored); summary.md sums them up. Not part of CI: it takes
// minutes. See scripts/scan/README.md.
//
// Time boxes (seconds, from the environment): SCAN_SQLMAP_SECONDS per sqlmap target (45),
// SCAN_WAPITI_SECONDS for wapiti's scan (240). Defaults keep the whole run under 15 minutes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WAPITI_MODULES, runSqlmap, runWapiti } from './scanners.mjs';
import { seed, startServer } from './server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportDir = join(root, 'scan-report');
const sqlmapSeconds = Number(process.env.SCAN_SQLMAP_SECONDS ?? 45);
const wapitiSeconds = Number(process.env.SCAN_WAPITI_SECONDS ?? 240);

function installed(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function sqlmapSection(sqlmap) {
  if (sqlmap.missing) return ['## sqlmap', '', 'sqlmap is not installed (apt-get install sqlmap).'];
  const injectable = sqlmap.results.filter((result) => result.verdict === 'INJECTABLE').length;
  return [
    '## sqlmap',
    '',
    `${sqlmap.results.length} endpoints, ${injectable} injectable. Options: --level=2 --risk=1 ` +
      `--dbms=PostgreSQL --technique=BEUST, Bearer token, ${sqlmapSeconds} s per endpoint (login: 3×).`,
    '',
    '| endpoint | method | verdict | error answers | seconds |',
    '| --- | --- | --- | --- | --- |',
    ...sqlmap.results.map(
      (r) => `| ${r.name} | ${r.method} | ${r.verdict} | ${r.codes} | ${r.seconds} |`,
    ),
  ];
}

function wapitiSection(wapiti) {
  if (wapiti.missing) return ['## wapiti', '', 'wapiti is not installed (apt-get install wapiti).'];
  if (wapiti.error) return ['## wapiti', '', wapiti.error];
  const list = (entries) =>
    entries.length === 0
      ? ['- none']
      : entries.flatMap(({ category, count, items }) => [
          `- ${category}: ${count}`,
          ...items
            .slice(0, 5)
            .map((item) => `  - ${item.method ?? ''} ${item.path ?? ''}: ${item.info ?? ''}`),
        ]);
  const total = (entries) => entries.reduce((sum, entry) => sum + entry.count, 0);
  return [
    '## wapiti',
    '',
    `Modules: ${WAPITI_MODULES.join(', ')}. Level 1, depth 3, ${wapitiSeconds} s, Bearer token.`,
    `URLs and forms found by the crawl: ${wapiti.urlsCrawled ?? 'n/a'}.`,
    '',
    `Vulnerabilities: ${total(wapiti.vulnerabilities)}`,
    ...list(wapiti.vulnerabilities),
    '',
    `Anomalies: ${total(wapiti.anomalies)}`,
    ...list(wapiti.anomalies),
    '',
    `Additional findings: ${total(wapiti.additionals)}`,
    ...list(wapiti.additionals),
  ];
}

async function main() {
  if (!existsSync(join(root, 'dist', 'server', 'main.js'))) {
    throw new Error('dist/server/main.js is missing: run `npm run build` first');
  }
  for (const tool of ['sqlmap', 'wapiti']) {
    if (!installed(tool)) console.warn(`${tool} is not installed; its part is skipped`);
  }
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const started = Date.now();
  const server = await startServer(root);
  const stopOnSignal = () => void server.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const seedData = await seed(server.baseUrl);
    console.log(
      `server ${server.baseUrl}; document ${seedData.documentId}, visualization ${seedData.visualizationId}`,
    );
    const sqlmap = installed('sqlmap')
      ? await runSqlmap(server.baseUrl, seedData, reportDir, sqlmapSeconds)
      : { missing: true };
    const wapiti = installed('wapiti')
      ? await runWapiti(server.baseUrl, seedData, reportDir, wapitiSeconds)
      : { missing: true };
    const summary = [
      `# Security scan of ${server.baseUrl} (${new Date().toISOString()})`,
      '',
      `Took ${Math.round((Date.now() - started) / 1000)} s. Seed: one account, document ` +
        `${seedData.documentId}, visualization ${seedData.visualizationId ?? 'none'}.`,
      '',
      ...sqlmapSection(sqlmap),
      '',
      ...wapitiSection(wapiti),
      '',
    ].join('\n');
    writeFileSync(join(reportDir, 'summary.md'), summary);
    console.log(`\n${summary}\nReports: ${reportDir}`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
