/** E-mails are compared and reserved in this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
