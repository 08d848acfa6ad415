/** Polish texts of the change-password screen. */
export const profile = {
  title: 'Zmiana hasła',
  password: 'Nowe hasło',
  passwordConfirmation: 'Powtórz nowe hasło',
  submit: 'Zmień hasło',
  currentPassword: 'Obecne hasło',
  toast: {
    password_changed: 'Hasło zostało zmienione.',
  },
} as const;
