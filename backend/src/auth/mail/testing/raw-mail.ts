/**
 * Just enough MIME to read back what nodemailer writes for a text/plain mail (7bit, quoted-printable or
 * base64 body; RFC 2047 encoded words in headers), so tests can compare the text a person would see, link
 * included, instead of its transfer encoding.
 */
export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface ParsedMail {
  headers: Map<string, string>;
  text: string;
  /** The parts of a multipart/mixed mail sent as attachments (decoded as UTF-8 text). */
  attachments: ParsedAttachment[];
}

export function parseRawMail(raw: string): ParsedMail {
  const mail = parseSinglePart(raw);
  const boundary = /^multipart\/[a-z]+;.*boundary="?([^";]+)"?/i.exec(mail.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return mail;
  // nodemailer's text + attachment mail: the first text/plain part is the text, the others are attachments.
  const parts = mail.text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parseRawMail(part.replace(/^\n/, '').replace(/\n/g, '\r\n')));
  const text = parts.find((p) => (p.headers.get('content-type') ?? '').startsWith('text/plain') && !isAttachment(p));
  const attachments = parts.filter(isAttachment).map((p) => ({
    filename: /filename="?([^";]+)"?/.exec(p.headers.get('content-disposition') ?? '')?.[1] ?? '',
    contentType: p.headers.get('content-type') ?? '',
    content: p.text,
  }));
  return { headers: mail.headers, text: text?.text ?? '', attachments };
}

const isAttachment = (part: ParsedMail) => (part.headers.get('content-disposition') ?? '').startsWith('attachment');

function parseSinglePart(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, ''), attachments: [] };
}

function decodeQuotedPrintable(value: string): string {
  // Every byte as %XX (a literal % escaped first, links carry %40 and %2B) decodes UTF-8 sequences whole.
  const escaped = value
    .replace(/=\r\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/gi, '%$1');
  return decodeURIComponent(escaped);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
