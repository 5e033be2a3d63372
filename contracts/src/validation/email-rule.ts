/**
 * The one e-mail rule of the platform: the users' and the workers' forms, the users' request decorator and the
 * deciders all ask this function, so the form and the server never disagree about an address.
 *
 * Chosen from what the server accepted so far. A user's e-mail had to pass class-validator's `@IsEmail()`
 * (validator.js, default options) and then a loose pattern (one @, a dot in the domain, no spaces); this rule
 * keeps every address that passed both, with two exceptions below:
 * - local part: dot-separated words of RFC 5322 'atext' (letters, digits, ! # $ % & ' * + - / = ? ^ _ ` { | } ~)
 *   or non-ASCII letters ('àlvaro@…'); no empty word (no leading, trailing or double dot); at most 64 bytes;
 * - domain: two labels or more, of letters, digits, inner hyphens or non-ASCII letters (internationalised names),
 *   63 characters at most each, no underscore; the last one (TLD) two letters or more, or punycode ('xn--…');
 *   no IP-address domains ('[1.2.3.4]');
 * - 254 characters at most in all.
 * The exceptions, refused although both checks let them pass: quoted local parts ('"mario"@…'), which bring
 * quotes and backslashes into mail headers and logs; and whitespace, control, format (zero-width, bidirectional)
 * or unassigned characters, which make two different accounts look the same on screen. So no space, CR, LF,
 * '<', '>', ',', ';', ':', '"', '(' or ')' ever passes: an accepted address can go into a mail header as it is.
 * The workers had only the loose pattern: addresses no mail server delivers to ('a@b.c', 'a..b@x.it', 'a@b_c.it')
 * are now refused there too.
 *
 * Its message is MESSAGES.INVALID_EMAIL. The value is checked as given: a form or a decider trims it first, the
 * users' requests never did (a padded address is refused, as before).
 */
export const EMAIL_MAX_LENGTH = 254;

const LOCAL_PART_MAX_BYTES = 64;
const DOMAIN_LABEL_MAX_LENGTH = 63;
/** One word of the local part (validator.js's 'emailUserUtf8Part'). */
const LOCAL_WORD = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i;
/** One label of the domain; full-width ASCII look-alikes ('ａ') refused as validator.js does. */
const DOMAIN_LABEL = /^[a-z\d\u00A1-\uFFFF-]+$/i;
const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/;
const TOP_LEVEL_DOMAIN = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z\d-]{2,})$/i;
/** Separators (Z) and others (C: control, format, surrogate, private use, unassigned): invisible or unsafe. */
const INVISIBLE_OR_UNSAFE = /[\p{Z}\p{C}]/u;

function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function isDomainLabel(label: string): boolean {
  return (
    label.length <= DOMAIN_LABEL_MAX_LENGTH &&
    DOMAIN_LABEL.test(label) &&
    !FULL_WIDTH_ASCII.test(label) &&
    !label.startsWith('-') &&
    !label.endsWith('-')
  );
}

export function isEmailAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH || INVISIBLE_OR_UNSAFE.test(value)) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (utf8Length(domain) > EMAIL_MAX_LENGTH) return false;
  if (utf8Length(local) > LOCAL_PART_MAX_BYTES || !local.split('.').every((word) => LOCAL_WORD.test(word))) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]) && labels.every(isDomainLabel);
}
