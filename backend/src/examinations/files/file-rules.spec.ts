import { EXAMINATION_MESSAGES } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import { acceptedFile, EXAMINATION_FILE_MAX_BYTES, FILE_NAME_MAX_LENGTH } from './file-rules';

describe('examination file rules', () => {
  it('accepts images, pdf, doc, xls, xlsx with the type of their extension', () => {
    expect(acceptedFile('referto.PDF', 10)).toEqual({ fileName: 'referto.PDF', mimeType: 'application/pdf' });
    expect(acceptedFile('a/b.xlsx', 10).fileName).toBe('a_b.xlsx');
  });

  it('shortens a long name between whole characters and keeps its extension', () => {
    const { fileName } = acceptedFile(`a${'😀'.repeat(150)}.pdf`, 10);
    expect(fileName).toBe(`a${'😀'.repeat(97)}.pdf`);
    expect(fileName.length).toBeLessThanOrEqual(FILE_NAME_MAX_LENGTH);
    expect(acceptedFile(`${'x'.repeat(300)}.png`, 10).fileName).toBe(`${'x'.repeat(196)}.png`);
  });

  it('refuses other types and files over the limit with the Italian message', () => {
    expect(() => acceptedFile('script.html', 10)).toThrow(new DomainError(EXAMINATION_MESSAGES.FILE_TYPE_REFUSED));
    expect(() => acceptedFile('noextension', 10)).toThrow(DomainError);
    expect(() => acceptedFile('big.pdf', EXAMINATION_FILE_MAX_BYTES + 1)).toThrow(new DomainError(EXAMINATION_MESSAGES.FILE_TOO_LARGE));
  });
});
