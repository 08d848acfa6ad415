/**
 * One line per log entry. Callers pass facts, never secrets: no passwords,
 * tokens, hashes or mail bodies.
 */
const write = (level: string, message: string) => {
  if (process.env['LOG_LEVEL'] === 'silent') return;
  process.stdout.write(`${new Date().toISOString()} ${level} ${message}\n`);
};

export const logger = {
  info: (message: string) => write('INFO', message),
  warn: (message: string) => write('WARN', message),
  error: (message: string) => write('ERROR', message),
};
