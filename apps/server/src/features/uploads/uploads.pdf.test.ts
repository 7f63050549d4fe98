import { describe, expect, it } from 'vitest';
import { pdfDocument, pdfObjectStream } from '../../../test/support/fixtures';
import { checkPdf } from './uploads.pdf';

describe('checkPdf', () => {
  it('takes a plain PDF, and one whose images hold any bytes', () => {
    expect(checkPdf(pdfDocument())).toBe('ok');
    // Image data is not read: bytes spelling an active name by chance do not matter.
    const image =
      '<< /Type /XObject /Subtype /Image /Length 12 >>\nstream\nxx/JS (x) yy\nendstream';
    expect(checkPdf(pdfDocument({ objects: [image] }))).toBe('ok');
    expect(checkPdf(pdfDocument({ objects: [pdfObjectStream('<< /Title (Invoice) >>')] }))).toBe(
      'ok',
    );
  });

  it('refuses what is not a PDF: HTML, an executable, a missing end', () => {
    expect(checkPdf(Buffer.from('<html><script>alert(1)</script></html>'))).toBe('notPdf');
    expect(checkPdf(Buffer.from('MZ\x90\x00\x03\x00\x00\x00%PDF-1.4', 'latin1'))).toBe('notPdf');
    // A header later in the file is what a polyglot does: refused.
    expect(checkPdf(Buffer.concat([Buffer.from('<html>'), pdfDocument()]))).toBe('notPdf');
    expect(checkPdf(pdfDocument().subarray(0, 200))).toBe('notPdf');
  });

  it('refuses scripts, launch and submit actions, embedded files, however the name is spelt', () => {
    for (const catalog of [
      '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
      '/OpenAction << /S /Launch /F (cmd.exe) >>',
      '/AA << /O << /S /SubmitForm /F (https://example.com) >> >>',
      '/Names << /EmbeddedFiles 5 0 R >>',
      '/OpenAction << /S /Java#53cript /J#53 (app.alert(1)) >>',
    ])
      expect(checkPdf(pdfDocument({ catalog })), catalog).toBe('activeContent');
  });

  it('reads compressed object streams, and refuses those it cannot read or an encrypted file', () => {
    const script = '<< /S /JavaScript /JS (app.alert(1)) >>';
    expect(checkPdf(pdfDocument({ objects: [pdfObjectStream(script)] }))).toBe('activeContent');
    expect(checkPdf(pdfDocument({ objects: [pdfObjectStream(script, '/LZWDecode')] }))).toBe(
      'activeContent',
    );
    expect(checkPdf(pdfDocument({ catalog: '/Encrypt 4 0 R' }))).toBe('activeContent');
  });
});
