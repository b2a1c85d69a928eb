// The websocket to the server: JSON frames, and a new connection by itself after a drop.

const RETRY_MS = [300, 1000, 2000, 4000];
const PING_MS = 25000;

export class Socket {
  /**
   * handlers: {open(), frame(data), down()}: open after every (re)connection, down when a
   * connection is lost (a new one is being tried).
   */
  constructor(handlers, url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`) {
    this.url = url;
    this.handlers = handlers;
    this.tries = 0;
    this.ws = null;
    this.connect();
    setInterval(() => this.send({ type: "ping" }), PING_MS);
  }

  get up() {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  connect() {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.tries = 0;
      this.handlers.open();
    };
    ws.onmessage = (event) => this.handlers.frame(JSON.parse(event.data));
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.handlers.down();
      const wait = RETRY_MS[Math.min(this.tries, RETRY_MS.length - 1)];
      this.tries += 1;
      setTimeout(() => this.connect(), wait);
    };
  }

  /** Send a frame; false when the connection is down (the frame is dropped). */
  send(frame) {
    if (!this.up) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }
}
