import type { AppConfig } from '../config.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';

/** The adapter STORAGE_URL chose (config.storage): the one every process of a deployment shares. */
export function createConfiguredStorage(config: Pick<AppConfig, 'storage'>): FileStorage {
  const storage = config.storage;
  if (storage.kind === 'local') return new LocalDiskStorage(storage.root);
  return new S3Storage(storage);
}
