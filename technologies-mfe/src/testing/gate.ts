/** A promise a test opens when it chooses: holds a fake answer back to observe the waiting state. */
export function createGate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
