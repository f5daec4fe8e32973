// The Spanish words of 'Exportar CSV' and 'Importar CSV' (docs/product.md, CSV). The API's own
// sentences (the success banner, a refused batch) are the contract's: IMPORT_MESSAGES.

const rows = (count: number) => `${String(count)} ${count === 1 ? 'fila' : 'filas'}`;

export const CSV_TEXT = {
  exportButton: 'Exportar CSV',
  importButton: 'Importar CSV',
  exportFailed: (reason: string) => `No se pudo exportar: ${reason}`,
  fileInputLabel: 'Archivo CSV para importar',
  previewTitle: 'Vista previa de la importación',
  confirm: 'Confirmar importación',
  confirming: 'Importando…',
  cancel: 'Cancelar',
  tableCaption: 'Filas del archivo',
  rowHeader: 'Fila',
  statusHeader: 'Estado',
  rowReady: 'Lista para importar',
  columnsRead: 'Columnas que se leen:',
  columnsIgnored: (headers: readonly string[]) =>
    `${headers.length === 1 ? 'Se ignora la columna' : 'Se ignoran las columnas'} ${headers.map((header) => `«${header}»`).join(', ')}.`,
  emptyFile: 'El archivo está vacío',
  tooManyRows: 'El archivo tiene más de 5000 filas: divídelo en varios archivos.',
  unreadableFile: 'No se pudo leer el archivo. Comprueba que sea un CSV en UTF-8.',
  missingColumns: (labels: readonly string[]) =>
    `Al archivo le faltan columnas: ${labels.join(', ')}. La primera fila debe tener los encabezados.`,
  summary: (ready: number, wrong: number) =>
    wrong === 0
      ? `${rows(ready)} ${ready === 1 ? 'lista' : 'listas'} para importar. Nada se guarda hasta que confirmes.`
      : `${rows(ready)} ${ready === 1 ? 'lista' : 'listas'} para importar; ${rows(wrong)} con errores no se ${wrong === 1 ? 'importará' : 'importarán'}. Nada se guarda hasta que confirmes.`,
  // Stored batches stay stored; the fingerprints (docs/product.md, CSV) keep a retry from doubling them.
  partlyImported: (message: string) =>
    `${message.replace(/\.$/, '')}. Las filas ya guardadas no se duplicarán si vuelves a importar el archivo.`,
} as const;
