import DOMPurify from 'dompurify';

/** HTML of a toast, stripped of scripts, event handlers and anything else that could run. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
