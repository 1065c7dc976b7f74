import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const DATA_DIR = '/srv/docviz-data';
const storageOf = (STORAGE_URL?: string, env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR, ...env, ...(STORAGE_URL !== undefined && { STORAGE_URL }) });

describe('STORAGE_URL', () => {
  it('keeps files on local disk under DATA_DIR when unset, empty or file://', () => {
    for (const value of [undefined, '', 'file://']) {
      const config = storageOf(value);
      expect(config.storage).toEqual({ kind: 'local', root: '/srv/docviz-data/uploads' });
      expect(config.uploadsDir).toBe('/srv/docviz-data/uploads');
    }
  });

  it('puts local files in the folder of a file:/// URL', () => {
    const config = storageOf('file:///mnt/shared/uploads');
    expect(config.storage).toEqual({ kind: 'local', root: '/mnt/shared/uploads' });
    expect(config.uploadsDir).toBe('/mnt/shared/uploads');
  });

  it('reads bucket, prefix, endpoint, region and path style from an s3:// URL', () => {
    const config = storageOf(
      's3://docviz-files/prod/uploads/?endpoint=http://minio:9000/&region=eu-central-1&forcePathStyle=true',
    );
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'docviz-files',
      prefix: 'prod/uploads',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
  });

  it('talks to AWS itself by default, in AWS_REGION', () => {
    expect(storageOf('s3://docviz-files', { AWS_REGION: 'eu-west-3' }).storage).toEqual({
      kind: 's3',
      bucket: 'docviz-files',
      prefix: '',
      endpoint: undefined,
      region: 'eu-west-3',
      forcePathStyle: false,
    });
    expect(storageOf('s3://docviz-files').storage).toMatchObject({ region: 'us-east-1' });
  });

  it.each([
    ['ftp://host/x', /must start with file:\/\/ or s3:\/\//],
    ['not a url', /must be file:\/\/\/path or s3:\/\/bucket\/prefix/],
    ['s3://KEY:hunter2@docviz-files', /must not hold credentials.*AWS_ACCESS_KEY_ID/],
    ['s3://Docviz_Files', /bucket name/],
    ['s3://docviz-files/../other', /prefix/],
    ['s3://docviz-files/a/%2e%2e/b', /prefix/],
    ['s3://docviz-files/a%zz', /prefix/],
    ['s3://docviz-files?endpoint=minio:9000', /endpoint must be an http/],
    ['s3://docviz-files?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ['s3://docviz-files?pathStyle=true', /unknown parameter pathStyle/],
    ['file://server/share', /file:\/\/\/absolute\/path/],
  ])('refuses %s at start, saying why', (value, reason) => {
    let error: unknown;
    try {
      storageOf(value);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^STORAGE_URL=/)]);
    expect((error as ConfigError).message).toMatch(reason);
    expect((error as ConfigError).message).not.toContain('hunter2');
  });
});
