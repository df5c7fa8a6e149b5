/** A WebSocket stand-in for driving `SyncServer` alone: what it sent, parsed; frames in. */
import { EventEmitter } from "node:events";

export class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: any[] = [];
  terminated = false;
  send(data: Buffer | string, _options?: unknown, done?: () => void) {
    this.sent.push(JSON.parse(String(data)));
    done?.();
  }
  ping() {}
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit("close");
  }
  close() {
    this.terminate();
  }
  /** A client frame. */
  receive(message: unknown) {
    this.emit("message", Buffer.from(JSON.stringify(message)), false);
  }
}
