/** Polish texts of the clients list, client card frame, client data form, /company and the check-permissions modal. */
export const plClients = {} as const;
