// Test-only: jsdom has no EventSource. A stand-in the live kit (src/live/) can open, that a test
// drives: open it, send it events, drop it.
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  /** The latest stream opened (and not closed), or an error. */
  static get current(): FakeEventSource {
    const last = FakeEventSource.opened.at(-1);
    if (!last || last.closed) throw new Error('no open stream');
    return last;
  }

  open() {
    this.onopen?.(new Event('open'));
  }

  send(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }

  fail() {
    this.onerror?.(new Event('error'));
  }

  close() {
    this.closed = true;
  }
}
