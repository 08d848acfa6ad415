import { notFound } from '@tanstack/react-router';

/** The client id of a settings route's path (`/client/{id}/...`): a whole number from 1, else the not-found page. */
export function clientIdOf(param: string): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw notFound();
  return id;
}
