import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../server/paths.js';
import { MODEL_PATH } from '../../server/pipeline/analyze/classifier.js';
import { migrationsFolder } from '../../server/paths.js';

/**
 * Docker cannot run on the machines that test this repository, so the Dockerfile and compose.yaml
 * are checked against what the tests do run: the same start commands as package.json, every
 * file production reads at run time copied into the image, and the health check on the route
 * the app serves.
 */
const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
const dockerfile = read('Dockerfile');
const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, { command?: string[]; environment?: Record<string, string> }>;
};
// The npm scripts start with `exec` so npm's shell hands SIGTERM to node; the image runs node itself.
const execForm = (command: string) => command.replace(/^exec /, '').split(' ');
const imageCommand = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];

describe('deployment files', () => {
  it('start the image and the worker service with the package scripts production uses', () => {
    expect(imageCommand).toEqual(execForm(scripts['start:prod']!));
    expect(compose.services.worker!.command).toEqual(execForm(scripts['worker:prod']!));
  });

  it('copy every source file the built server reads at run time', () => {
    const runtimeReads = [
      relative(projectRoot, migrationsFolder),
      relative(projectRoot, MODEL_PATH),
      'server/features/templates/defaults/*.svg',
    ];
    const copied = [...dockerfile.matchAll(/^COPY (?!--from)(\S+) /gm)].map((m) => m[1]);
    for (const path of runtimeReads) {
      expect(copied).toContain(path);
      expect(existsSync(join(projectRoot, path.replace('/*.svg', '')))).toBe(true);
    }
  });

  it('build with the lock file, ship production dependencies only and run as non-root', () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/npm run build && npm run check:runtime-deps/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('check health on /readyz and give the web and worker services one database and file store', () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/readyz/);
    const { app, worker } = compose.services;
    expect(worker!.environment).toMatchObject({
      DATABASE_URL: app!.environment!.DATABASE_URL,
      DATA_DIR: app!.environment!.DATA_DIR,
    });
    expect(app!.environment!.WORKER_CONCURRENCY).toBe('0');
  });
});
