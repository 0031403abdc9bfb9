/**
 * For tests: the API client's two transports faked in jsdom, which has neither
 * fetch nor a server to upload to. fetch answers one fixed response; XMLHttpRequest
 * records each request and answers when the test says so.
 */

/** Every fetch answers `status` with `body` as JSON (none when undefined). */
export function answerWith(status: number, body: unknown): jest.Mock {
  const mock = jest.fn(async () => ({ status, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response);
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static sent: FakeXhr[] = [];

  static install(): void {
    FakeXhr.sent = [];
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.sent[FakeXhr.sent.length - 1];
    if (!xhr) throw new Error('no XMLHttpRequest was sent');
    return xhr;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.onabort?.({} as ProgressEvent);
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.({} as ProgressEvent);
  }

  fail(): void {
    this.onerror?.({} as ProgressEvent);
  }
}
