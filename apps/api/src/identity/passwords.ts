import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): about a
 * tenth of the library default's cost on our 2-core machines, still far beyond
 * brute force. Old hashes carry their own parameters and keep verifying. A dummy
 * hash keeps the time of a login for an unknown e-mail the same.
 */
const PARAMETERS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
@Injectable()
export class Passwords {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, PARAMETERS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    this.dummy ??= this.hash('dummy-password-for-timing');
    const target = hash ?? (await this.dummy);
    const matches = await argon2.verify(target, password).catch(() => false);
    return hash !== null && matches;
  }
}
