import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@common/contracts/documents.js';
import {
  checkUploadFile,
  nameFromFileName,
  splitMessage,
  UPLOAD_FAILED,
  uploadFailureText,
} from './upload-rules';

describe('checkUploadFile', () => {
  const file = (name: string, type = '', size = 1000) => ({ name, type, size });

  it('accepts PDF, DOC and DOCX by extension, whatever the case', () => {
    expect(checkUploadFile(file('a.pdf'))).toBeNull();
    expect(checkUploadFile(file('b.DOCX'))).toBeNull();
    expect(checkUploadFile(file('c.doc', 'application/octet-stream'))).toBeNull();
  });

  it('accepts a file without extension by its mime type', () => {
    expect(checkUploadFile(file('report', 'application/pdf'))).toBeNull();
    expect(checkUploadFile(file('report', 'text/plain'))).toBe(UPLOAD_MESSAGES.invalidType);
  });

  it('refuses other types with the §5 message', () => {
    expect(checkUploadFile(file('notes.txt', 'text/plain'))).toBe(UPLOAD_MESSAGES.invalidType);
    expect(checkUploadFile(file('fake.txt', 'application/pdf'))).toBe(UPLOAD_MESSAGES.invalidType);
    expect(checkUploadFile(file('.pdf'))).toBe(UPLOAD_MESSAGES.invalidType);
  });

  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(checkUploadFile(file('a.pdf', '', MAX_UPLOAD_BYTES))).toBeNull();
    expect(checkUploadFile(file('a.pdf', '', MAX_UPLOAD_BYTES + 1))).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});

describe('nameFromFileName', () => {
  it('drops the last extension only', () => {
    expect(nameFromFileName('Q3 plan.final.docx')).toBe('Q3 plan.final');
    expect(nameFromFileName('README')).toBe('README');
    expect(nameFromFileName('.hidden')).toBe('.hidden');
  });

  it('cuts to 200 characters', () => {
    expect(nameFromFileName(`${'x'.repeat(250)}.pdf`)).toHaveLength(200);
  });

  it('leaves out line breaks and bidi controls, which the name field refuses', () => {
    expect(nameFromFileName('Q3\r\nplan\u202Efdp.docx')).toBe('Q3 planfdp');
  });
});

describe('splitMessage', () => {
  it('splits on the first " - "', () => {
    expect(splitMessage(UPLOAD_MESSAGES.tooLarge)).toEqual({
      title: 'File too large',
      description: 'Maximum file size is 10MB',
    });
    expect(splitMessage('Just a title')).toEqual({ title: 'Just a title' });
  });
});

describe('uploadFailureText', () => {
  const apiError = (status: number, message: string) =>
    new Error(`${status}: ${JSON.stringify({ message })}`);

  it("shows the server's §5 message on a 4xx", () => {
    expect(uploadFailureText(apiError(415, UPLOAD_MESSAGES.invalidType))).toEqual({
      title: 'Invalid file type',
      description: 'Only PDF, DOC, and DOCX files are allowed',
    });
    expect(uploadFailureText(apiError(413, UPLOAD_MESSAGES.tooLarge)).title).toBe('File too large');
  });

  it('falls back to the generic failure otherwise', () => {
    expect(uploadFailureText(apiError(500, UPLOAD_MESSAGES.tooLarge))).toEqual(UPLOAD_FAILED);
    expect(uploadFailureText(apiError(400, 'Something else'))).toEqual(UPLOAD_FAILED);
    expect(uploadFailureText(new Error('Network error'))).toEqual(UPLOAD_FAILED);
  });

  it('says so without a session', () => {
    expect(uploadFailureText(new Error('Not authenticated'))).toEqual({
      title: 'Upload failed',
      description: 'Not authenticated',
    });
  });
});
