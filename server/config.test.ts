import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: port 3000, PGlite under ./data, info logs', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.logLevel).toBe('info');
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/docviz',
      DATABASE_URL: 'postgres://u@db:5432/docviz',
      LOG_LEVEL: 'warn',
      APP_URL: 'https://docviz.example.com/',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/docviz',
      databaseUrl: 'postgres://u@db:5432/docviz',
      logLevel: 'warn',
      appUrl: 'https://docviz.example.com',
    });
  });

  it('reports each bad value on its own line', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        APP_URL: 'not a url',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((line) => line.startsWith('PORT='))).toContain('port number');
    expect(problems.find((line) => line.startsWith('LOG_LEVEL='))).toContain('must be one of');
    expect(problems.find((line) => line.startsWith('DATABASE_URL='))).toContain('postgres://');
    expect(problems.find((line) => line.startsWith('APP_URL='))).toContain('absolute URL');
  });

  it('refuses a processing heap below 256 MB, where a large allocation can abort the process', () => {
    expect(() => loadConfig({ PARSE_MEMORY_MB: '128' })).toThrow(/PARSE_MEMORY_MB.*at least 256/);
    expect(loadConfig({ PARSE_MEMORY_MB: '256' }).workers.parseMemoryMb).toBe(256);
  });

  it('caps OCR at 20 pages unless OCR_MAX_PAGES says otherwise; 0 turns it off', () => {
    expect(loadConfig({}).workers.ocrMaxPages).toBe(20);
    expect(loadConfig({ OCR_MAX_PAGES: '3' }).workers.ocrMaxPages).toBe(3);
    expect(loadConfig({ OCR_MAX_PAGES: '0' }).workers.ocrMaxPages).toBe(0);
    expect(() => loadConfig({ OCR_MAX_PAGES: '-1' })).toThrow(/OCR_MAX_PAGES.*0 or more/);
    expect(() => loadConfig({ OCR_MAX_PAGES: '2.5' })).toThrow(/OCR_MAX_PAGES.*whole number/);
  });

  it('treats an empty DATABASE_URL as absent', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('needs the platform admin e-mail and password together', () => {
    expect(() => loadConfig({ PLATFORM_ADMIN_EMAIL: 'root@example.com' })).toThrow(/set together/);
    expect(
      loadConfig({
        PLATFORM_ADMIN_EMAIL: 'root@example.com',
        PLATFORM_ADMIN_PASSWORD: 'long enough',
      }).platformAdmin,
    ).toEqual({ email: 'root@example.com', password: 'long enough' });
  });

  it('limits how long a client may take to send a request', () => {
    expect(loadConfig({}).timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      uploadMs: 120_000,
    });
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '20000',
        UPLOAD_TIMEOUT_MS: '60000',
      }).timeouts,
    ).toEqual({ headersMs: 5000, requestMs: 20_000, uploadMs: 60_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS=.*above 0/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '60000', UPLOAD_TIMEOUT_MS: '30000' })).toThrow(
      /UPLOAD_TIMEOUT_MS: must be at least REQUEST_TIMEOUT_MS/,
    );
  });
});
