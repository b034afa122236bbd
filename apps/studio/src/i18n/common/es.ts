import type { Translation } from '../translation';
import type { commonEn } from './en';

export const commonEs: Translation<typeof commonEn> = {
  appName: 'Studio',
  loading: 'Cargando Studio…',
  skipToContent: 'Saltar al contenido principal',
  loadingPage: 'Cargando la página…',
  required: 'Este campo es obligatorio.',
  contactSupport: 'Contactar con soporte',
};
