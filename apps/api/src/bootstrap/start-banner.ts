/**
 * How the start banner shows a seeded password: the default is printed (so a
 * first start can log in), a password set in the environment never is, even
 * when it happens to equal the default.
 */
export function seededPassword(variable: string, password: string, env: Record<string, string | undefined> = process.env): string {
  return env[variable] === undefined ? `${password} (default: set ${variable})` : `(from ${variable})`;
}
