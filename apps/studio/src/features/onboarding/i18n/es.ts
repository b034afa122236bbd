import type { Translation } from '../../../i18n/translation';
import type { onboardingEn } from './en';

export const onboardingEs: Translation<typeof onboardingEn> = {
  title: 'Primeros pasos',
  description:
    'Unos pocos pasos llevan a una organización nueva desde el registro hasta su primer evento en vivo.',
  progress: '{{done}} de {{total}} pasos hechos',
  done: 'Hecho',
  toDo: 'Pendiente',
  retry: 'Reintentar',
  skip: 'Omitir',
  skipStep: 'Omitir «{{step}}»',
  skipped: '«{{step}}» está marcado como hecho.',
  skipFailed: 'No se pudo marcar el paso como hecho. Inténtalo de nuevo.',
  resend: 'Reenviar el correo',
  resendSent: 'Un nuevo correo de verificación va de camino a {{email}}.',
  resendFailed: 'No se pudo enviar el correo. Inténtalo de nuevo en unos minutos.',
  actions: {
    createWebChannel: 'Crear un canal web',
    connectEncoder: 'Ir a codificadores',
    scheduleEvent: 'Programar un evento',
    inviteUsers: 'Invitar personas',
  },
  steps: {
    verifyEmail: {
      label: 'Verifica tu correo electrónico',
      hint: 'Abre el enlace del correo que te enviamos al registrarte.',
    },
    createWebChannel: {
      label: 'Crea un canal web',
      hint: 'Donde los espectadores ven tus eventos en la web.',
    },
    connectEncoder: {
      label: 'Conecta un codificador',
      hint: 'Registra el codificador o el codificador de software que enviará tu señal.',
    },
    scheduleEvent: {
      label: 'Programa un evento',
      hint: 'Planifica tu primera transmisión, una vez o cada semana.',
    },
    inviteUsers: {
      label: 'Invita a tu equipo',
      hint: 'Da a tus colegas su propio acceso y sus roles.',
    },
  },
};
