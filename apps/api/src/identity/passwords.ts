import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id; a dummy hash keeps the time of a login for an unknown e-mail the same. */
@Injectable()
export class Passwords {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    this.dummy ??= this.hash('dummy-password-for-timing');
    const target = hash ?? (await this.dummy);
    const matches = await argon2.verify(target, password).catch(() => false);
    return hash !== null && matches;
  }
}
