// The screen's own Spanish words: the description counter's. Every other text derives from the
// technologies' definition in the contract.

export const COUNTER_TEXT = {
  counter: (length: number, max: number) => `${length}/${max}`,
  // Near the limit the counter also says, in words, how many characters are left (or too many).
  left: (left: number) => (left >= 0 ? `quedan ${left}` : `sobran ${-left}`),
  leftAnnouncement: (left: number) =>
    left === 1
      ? 'Queda 1 carácter'
      : left >= 0
        ? `Quedan ${left} caracteres`
        : `Sobran ${-left} caracteres`,
} as const;
