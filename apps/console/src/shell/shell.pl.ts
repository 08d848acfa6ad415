/** Polish texts of the frame behind a login: header, sidebar, live indicator, the check-permissions modal. */
export const shell = {
  menu: 'Menu główne',
  toggleMenu: 'Pokaż lub ukryj menu',
  loggedInAs: 'Zalogowano jako',
  warehouse: 'Magazyn',
  workstation: 'Stanowisko',
  logout: 'Wyloguj',
  live: {
    connected: 'Na żywo',
    connecting: 'Łączenie…',
    disconnected: 'Brak połączenia na żywo',
    connectedHint: 'Zmiany innych użytkowników pojawiają się od razu.',
    disconnectedHint: 'Zmiany innych użytkowników pojawią się po odświeżeniu lub po odzyskaniu połączenia.',
  },
  checkPermissions: {
    open: 'Sprawdź dostęp kuriera',
    title: 'Sprawdzenie uprawnień kuriera',
    intro: 'Podaj login i hasło API kuriera. Sprawdzimy je u kuriera bez zapisywania.',
    username: 'Login API kuriera',
    password: 'Hasło API kuriera',
    submit: 'Sprawdź',
    checking: 'Sprawdzamy dane u kuriera…',
    contractNumber: 'Numer umowy',
    email: 'E-mail',
    phoneNumber: 'Numer telefonu',
  },
} as const;
