import type { Translation } from '../../../i18n/translation';
import type { helpEn } from './en';

export const helpEs: Translation<typeof helpEn> = {
  title: 'Ayuda',
  description: 'Dónde obtener ayuda con Studio.',
  supportTitle: 'Soporte',
  supportBody:
    'Nuestro equipo de soporte responde preguntas sobre transmisión, la biblioteca y tu cuenta.',
  keyboardTitle: 'Teclado',
  keyboardBody:
    'Todas las pantallas funcionan con el teclado: Tab pasa de un control a otro, Intro o Espacio los activan, las flechas se mueven dentro de menús, listas y tablas, y Escape cierra diálogos y menús. El primer Tab de cada página ofrece un enlace que salta a su contenido principal.',
};
