/**
 * A stand-in for XMLHttpRequest (jsdom's would try the network). Each `send` is handed to `respond`,
 * which answers with `reply` or drops the connection with `drop`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static respond: (xhr: FakeXhr) => void = (xhr) => xhr.drop();

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  static reset() {
    FakeXhr.sent = [];
    FakeXhr.respond = (xhr) => xhr.drop();
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    queueMicrotask(() => FakeXhr.respond(this));
  }

  abort() {
    this.onabort?.();
  }

  get bodySize(): number {
    return this.body instanceof Blob ? this.body.size : 0;
  }

  reply(status: number, body: unknown) {
    this.upload.onprogress?.({ loaded: this.bodySize });
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  drop() {
    this.upload.onprogress?.({ loaded: Math.floor(this.bodySize / 2) });
    this.onerror?.();
  }
}
