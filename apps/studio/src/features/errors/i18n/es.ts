import type { Translation } from '../../../i18n/translation';
import type { errorsEn } from './en';

export const errorsEs: Translation<typeof errorsEn> = {
  unsupportedTitle: 'Navegador no compatible detectado',
  unsupportedBody:
    'Studio funciona mejor con la última versión de Chrome, Firefox, Edge o Safari. Cambia a uno de ellos.',
  notFoundTitle: 'Página no encontrada',
  notFoundBody: 'La página que buscas no existe.',
  notAuthorizedTitle: 'No autorizado',
  notAuthorizedBody:
    'Tu cuenta no tiene permisos para esta página. Contacta al administrador de tu organización.',
  backLinks: 'Volver a',
  oops: '¡Ups!',
  unexpected: 'Ocurrió un error inesperado.',
  retry: 'Reintentar',
  refreshHint: 'Actualiza la página para volver a intentarlo.',
  resourceMissingTitle: 'El recurso no existe.',
  resourceMissingBody: 'Puede que se haya eliminado o que el enlace ya no sea válido.',
  loadFailed: 'No pudimos cargar esta página.',
};
