import type { Translation } from '../../../i18n/translation';
import type { aboutEn } from './en';

export const aboutEs: Translation<typeof aboutEn> = {
  openSource: {
    title: 'Licencias de código abierto',
    description:
      'El estudio y su servidor se basan en estos paquetes de código abierto. La lista se genera a partir de los paquetes instalados cada vez que se compila el estudio.',
    listLabel: 'Paquetes de código abierto',
    loading: 'Cargando las licencias',
    count: '{{count}} paquetes',
    columns: { name: 'Paquete', version: 'Versión', license: 'Licencia', shippedBy: 'Parte' },
    noLicense: 'No indicada',
    parts: { studio: 'Estudio', server: 'Servidor', both: 'Estudio y servidor' },
    failed: 'No se pudo cargar la lista de licencias.',
    retry: 'Reintentar',
  },
  ecommerce: {
    title: 'Tienda en línea',
    body: 'Pronto podrá vender entradas, suscripciones y artículos junto a sus transmisiones. La tienda de su organización aparecerá aquí.',
    back: 'Volver al panel',
  },
  control: {
    title: 'Control',
    body: 'Iniciar, detener y actualizar sus codificadores se hace en la página Codificadores.',
    go: 'Ir a Control',
  },
};
