import { EXAMINATION_FILE_EXTENSIONS, EXAMINATION_MESSAGES, textStart } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';

/** Longer names are shortened, keeping the extension. */
export const FILE_NAME_MAX_LENGTH = 200;

/** 20 MB: a scanned report or a spreadsheet fits, a video does not. */
export const EXAMINATION_FILE_MAX_BYTES = 20 * 1024 * 1024;

const MIME_BY_EXTENSION: Record<(typeof EXAMINATION_FILE_EXTENSIONS)[number], string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The accepted file name and the type it is served with: the type comes from the extension (whitelisted), never
 * from what the browser claimed, so an upload cannot make us serve text/html.
 */
export function acceptedFile(originalName: string, size: number): { fileName: string; mimeType: string } {
  const cleaned = originalName
    .replace(/[\\/]/g, '_')
    // eslint-disable-next-line no-control-regex -- stripping control characters from a file name is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const extension = /\.([A-Za-z0-9]+)$/.exec(cleaned)?.[1]?.toLowerCase() ?? '';
  // A long name loses the end of its stem, not its extension, and is cut between whole characters: half an emoji
  // would be a lone surrogate, which the event's jsonb refuses.
  const fileName =
    cleaned.length <= FILE_NAME_MAX_LENGTH ? cleaned : `${textStart(cleaned, FILE_NAME_MAX_LENGTH - extension.length - 1)}.${extension}`;
  const mimeType = (MIME_BY_EXTENSION as Record<string, string>)[extension];
  if (!fileName || !mimeType) throw DomainError.validation('file', EXAMINATION_MESSAGES.FILE_TYPE_REFUSED);
  if (size > EXAMINATION_FILE_MAX_BYTES) throw DomainError.validation('file', EXAMINATION_MESSAGES.FILE_TOO_LARGE);
  return { fileName, mimeType };
}
