/** E-mails are compared and reserved in this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as spec/01 §5 has it: one @, a dot in the domain, at most 254 characters, at most 64 before the @. */
export function isEmailAddress(email: string): boolean {
  return email.length <= 254 && EMAIL_SHAPE.test(email) && email.slice(0, email.lastIndexOf('@')).length <= 64;
}
