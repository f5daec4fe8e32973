// What the live lists say: politely, never by moving focus.
export const LIVE_TEXT = {
  listUpdated: 'La lista se actualizó.',
  recordChanged:
    'Otra persona cambió este registro mientras lo editabas. Si guardas, verás sus cambios junto a los tuyos y nada se sobrescribirá sin que lo elijas.',
  recordGone:
    'Otra persona cambió este registro o lo eliminó: ya no aparece en la lista. Si guardas, sabrás cómo está ahora.',
} as const;
