/** E-mail rules of spec/01 §5: at most 254 characters, local part at most 64. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  if (email.length > 254 || !EMAIL_SHAPE.test(email)) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  return local.length <= 64;
}
