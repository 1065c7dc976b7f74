import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectDocx, MAX_ENTRIES } from './docx-guard.js';
import { ExtractionError } from './errors.js';
import { buildZip, type ZipEntryInput } from './test-support/zip.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docx-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function zipFile(entries: ZipEntryInput[]): string {
  const file = path.join(dir, `${n++}.docx`);
  writeFileSync(file, buildZip(entries));
  return file;
}

const documentXml = { name: 'word/document.xml', data: '<w:document><w:body/></w:document>' };

async function refusal(file: string): Promise<ExtractionError> {
  const error = await inspectDocx(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('DOCX ZIP guard', () => {
  it('passes an ordinary package', async () => {
    await expect(
      inspectDocx(zipFile([{ name: '[Content_Types].xml', data: '<Types/>' }, documentXml])),
    ).resolves.toEqual({
      altChunkParts: [],
    });
  });

  it('refuses more than the entry limit', async () => {
    const entries = Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => ({
      name: `word/media/${i}.bin`,
      data: '',
    }));
    expect((await refusal(zipFile([documentXml, ...entries]))).code).toBe('too_large');
  });

  it('refuses a package that declares more than 100 MB uncompressed (a ZIP bomb)', async () => {
    const bomb = {
      name: 'word/media/bomb.bin',
      data: Buffer.alloc(1000),
      declaredSize: 101 * 1024 * 1024,
    };
    expect((await refusal(zipFile([documentXml, bomb]))).code).toBe('too_large');
  });

  it('refuses a DTD in any XML part, wherever it sits', async () => {
    const padding = ' '.repeat(70_000);
    const styles = {
      name: 'word/styles.xml',
      data: `<?xml version="1.0"?>${padding}<!doctype x [<!ENTITY a "b">]><x/>`,
    };
    const error = await refusal(zipFile([documentXml, styles]));
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/document type definition/);
  });

  it('finds the HTML parts of an altChunk body', async () => {
    const rels = {
      name: 'word/_rels/document.xml.rels',
      data: '<Relationships><Relationship Id="c1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/aFChunk" Target="chunk.html"/></Relationships>',
    };
    const doc = {
      name: 'word/document.xml',
      data: '<w:document><w:body><w:altChunk r:id="c1"/></w:body></w:document>',
    };
    await expect(inspectDocx(zipFile([doc, rels]))).resolves.toEqual({
      altChunkParts: ['word/chunk.html'],
    });
  });

  it('reports a damaged ZIP as corrupt', async () => {
    const file = path.join(dir, 'cut.docx');
    writeFileSync(file, buildZip([documentXml]).subarray(0, 40));
    expect((await refusal(file)).code).toBe('corrupt');
  });
});
