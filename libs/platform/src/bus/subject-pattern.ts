/**
 * NATS subjects and subject patterns, shared by the bus adapters so the
 * in-process bus accepts and matches exactly what NATS would.
 *
 * A subject is a list of non-empty tokens separated by '.', without whitespace.
 * In a pattern, a token '*' matches exactly one token and a last token '>'
 * matches one or more tokens.
 */

const isPlainToken = (token: string): boolean => token.length > 0 && !/\s/.test(token);

/** A concrete subject one can publish to: no empty tokens, no whitespace, no wildcard tokens. */
export function isValidSubject(subject: string): boolean {
  return subject.split('.').every((token) => isPlainToken(token) && token !== '*' && token !== '>');
}

/** A subject or a pattern one can subscribe to: wildcards as whole tokens, '>' only last. */
export function isValidPattern(pattern: string): boolean {
  const tokens = pattern.split('.');
  return tokens.every((token, index) => isPlainToken(token) && (token !== '>' || index === tokens.length - 1));
}

/** Whether `subject` matches `pattern`; both are assumed valid. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const patternTokens = pattern.split('.');
  const subjectTokens = subject.split('.');
  for (const [index, token] of patternTokens.entries()) {
    if (token === '>') return subjectTokens.length > index;
    if (index >= subjectTokens.length) return false;
    if (token !== '*' && token !== subjectTokens[index]) return false;
  }
  return patternTokens.length === subjectTokens.length;
}

/** Throws a TypeError for an invalid pattern: subscribing with one is a programming error. */
export function assertValidPattern(pattern: string): void {
  if (!isValidPattern(pattern)) throw new TypeError(`Invalid subject pattern: '${pattern}'`);
}
