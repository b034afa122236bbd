import type { Translation } from '../../../i18n/translation';
import type { authEn } from './en';

export const authEs: Translation<typeof authEn> = {
  title: 'Inicia sesión en Studio',
  subtitle: 'Transmisión en vivo y video bajo demanda para tu organización.',
  username: 'Usuario o correo electrónico',
  password: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión…',
  forgotPassword: '¿Olvidaste tu contraseña?',
  incorrectCredentials: 'El usuario o la contraseña son incorrectos.',
  incorrectCredentialsHelp: '¿Olvidaste tu contraseña? Restablécela.',
  venueRefused: 'Las cuentas de sede no pueden iniciar sesión en Studio. Usa una cuenta de Studio.',
  sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  errorSummary: 'Corrige los campos marcados.',
};
