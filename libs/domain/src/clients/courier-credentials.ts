import { DomainError } from '../shared/errors.js';
import type { ClientEvent, CourierCredentialData } from './client.events.js';
import { existingClient, type ClientState, type CourierCredentialState, type ExistingClient } from './client.js';

/**
 * Courier credentials. The caller checks login, password and service against
 * the courier (a gateway, slow and impure) and passes the verdict: a new or
 * changed login needs a passing check before it is saved. One credential per
 * client may be pinned as main (protected): it cannot be changed or removed,
 * only unpinned.
 */

function credentialOf(client: ExistingClient, credentialId: string): CourierCredentialState {
  const credential = client.credentials.find((c) => c.id === credentialId);
  if (!credential) throw new DomainError('credential_not_found');
  return credential;
}

function unprotected(client: ExistingClient, credentialId: string): CourierCredentialState {
  const credential = credentialOf(client, credentialId);
  if (credential.main) throw new DomainError('credential_protected');
  return credential;
}

/** Pins a credential as main, unpinning the previous main one (one main per client). */
function pin(client: ExistingClient, credentialId: string): ClientEvent[] {
  const { clientId } = client;
  const events: ClientEvent[] = client.credentials
    .filter((c) => c.main && c.id !== credentialId)
    .map((c) => ({ type: 'CourierCredentialUnpinned', data: { clientId, credentialId: c.id } }));
  events.push({ type: 'CourierCredentialPinned', data: { clientId, credentialId } });
  return events;
}

const sameCredential = (a: CourierCredentialData, b: CourierCredentialData): boolean =>
  a.courierId === b.courierId &&
  a.typeId === b.typeId &&
  a.username === b.username &&
  a.passwordCipher === b.passwordCipher &&
  a.contractNumber === b.contractNumber &&
  a.service === b.service &&
  a.note === b.note &&
  a.comment === b.comment;

const dataOf = (c: CourierCredentialData): CourierCredentialData => ({
  courierId: c.courierId,
  typeId: c.typeId,
  username: c.username,
  passwordCipher: c.passwordCipher,
  contractNumber: c.contractNumber,
  service: c.service,
  note: c.note,
  comment: c.comment,
});

export function addCourierCredential(
  state: ClientState,
  command: { credentialId: string; credential: CourierCredentialData; checkPassed: boolean; assign: boolean },
): ClientEvent[] {
  const client = existingClient(state);
  if (!command.checkPassed) throw new DomainError('credential_check_required');
  const { credentialId } = command;
  const events: ClientEvent[] = [
    { type: 'CourierCredentialAdded', data: { clientId: client.clientId, credentialId, credential: dataOf(command.credential) } },
  ];
  if (command.assign) events.push(...pin(client, credentialId));
  return events;
}

/**
 * Saves an edited credential. passwordChanged false keeps the stored password
 * (the form sent it empty), whatever ciphertext came in. A changed courier,
 * login, password or service needs a passing check. Nothing changed -> [].
 */
export function changeCourierCredential(
  state: ClientState,
  command: { credentialId: string; credential: CourierCredentialData; passwordChanged: boolean; checkPassed: boolean; assign: boolean },
): ClientEvent[] {
  const client = existingClient(state);
  const current = unprotected(client, command.credentialId);
  const credential = dataOf({
    ...command.credential,
    passwordCipher: command.passwordChanged ? command.credential.passwordCipher : current.passwordCipher,
  });
  const loginChanged =
    command.passwordChanged ||
    credential.username !== current.username ||
    credential.service !== current.service ||
    credential.courierId !== current.courierId;
  if (loginChanged && !command.checkPassed) throw new DomainError('credential_check_required');
  const { clientId } = client;
  const { credentialId } = command;
  const events: ClientEvent[] = [];
  if (!sameCredential(current, credential)) {
    events.push({ type: 'CourierCredentialChanged', data: { clientId, credentialId, credential } });
  }
  if (command.assign) events.push(...pin(client, credentialId));
  return events;
}

/** A check of a saved credential against the courier (passed or not). */
export function recordCredentialCheck(
  state: ClientState,
  command: { credentialId: string; passed: boolean; contractNumber: string | null; checkedAt: string },
): ClientEvent[] {
  const client = existingClient(state);
  const credential = credentialOf(client, command.credentialId);
  const { passed, contractNumber, checkedAt } = command;
  return [{ type: 'CourierCredentialChecked', data: { clientId: client.clientId, credentialId: credential.id, passed, contractNumber, checkedAt } }];
}

export function removeCourierCredential(state: ClientState, command: { credentialId: string }): ClientEvent[] {
  const client = existingClient(state);
  const credential = unprotected(client, command.credentialId);
  return [{ type: 'CourierCredentialRemoved', data: { clientId: client.clientId, credentialId: credential.id } }];
}

/** Pins a credential as the client's main one; the previous main one is unpinned. Already main -> []. */
export function pinCredential(state: ClientState, command: { credentialId: string }): ClientEvent[] {
  const client = existingClient(state);
  const credential = credentialOf(client, command.credentialId);
  if (credential.main) return [];
  return pin(client, credential.id);
}

export function unpinCredential(state: ClientState, command: { credentialId: string }): ClientEvent[] {
  const client = existingClient(state);
  const credential = credentialOf(client, command.credentialId);
  if (!credential.main) throw new DomainError('credential_not_main');
  return [{ type: 'CourierCredentialUnpinned', data: { clientId: client.clientId, credentialId: credential.id } }];
}

/**
 * Copies another client's credential to this (target) client under a new id.
 * The source was checked when it was saved, so no new check is needed; the
 * copy is never main.
 */
export function reuseCredential(state: ClientState, command: { credentialId: string; credential: CourierCredentialData }): ClientEvent[] {
  const client = existingClient(state);
  return [
    {
      type: 'CourierCredentialAdded',
      data: { clientId: client.clientId, credentialId: command.credentialId, credential: dataOf(command.credential) },
    },
  ];
}
