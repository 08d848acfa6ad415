/**
 * Polish texts of the starter page. The console issue replaces this page with
 * the full shell and its i18next resources.
 */
export const TEXTS = {
  title: 'Panel operatora',
  email: 'E-mail',
  password: 'Hasło',
  login: 'Zaloguj',
  logout: 'Wyloguj',
  loggedInAs: 'Zalogowano jako',
  loginError: 'Nieprawidłowy e-mail lub hasło.',
  blocked: 'Konto jest zablokowane.',
  throttled: 'Zbyt wiele nieudanych prób. Spróbuj ponownie później.',
  invalid: 'Popraw zaznaczone pola.',
  roles: { 0: 'administrator', 1: 'pracownik magazynu', 3: 'klient' } as Record<number, string>,
};
