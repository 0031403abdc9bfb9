import net from 'node:net';
import { runCommand } from './commands';
import { CursorRegistry } from './cursors';
import { Engine } from './storage/engine';
import { Doc } from './values';
import { MessageSplitter, OP_MSG, OP_QUERY, readHeader } from './wire/framing';
import { encodeOpMsg, parseOpMsg } from './wire/op-msg';
import { encodeOpReply, parseOpQuery } from './wire/op-query';

// Accepts driver connections and feeds their messages, in order per
// connection, to the command dispatcher.
export class WireServer {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly cursors = new CursorRegistry();
  private nextConnectionId = 1;
  private nextRequestId = 1;

  constructor(private readonly engine: Engine) {
    this.server = net.createServer((socket) => this.accept(socket));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  listenPath(socketPath: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(socketPath, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const splitter = new MessageSplitter();
    let queue = Promise.resolve();
    socket.on('data', (chunk) => {
      let messages: Buffer[];
      try {
        messages = splitter.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const msg of messages) {
        queue = queue.then(() => this.handle(socket, msg, connectionId)).catch(() => {
          socket.destroy();
        });
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private async handle(socket: net.Socket, msg: Buffer, connectionId: number): Promise<void> {
    const header = readHeader(msg);
    const body = msg.subarray(16);
    const ctx = { engine: this.engine, cursors: this.cursors, connectionId };
    if (header.opCode === OP_MSG) {
      let reply: Doc;
      let moreToCome = false;
      try {
        const parsed = parseOpMsg(body);
        moreToCome = parsed.moreToCome;
        const db = typeof parsed.command.$db === 'string' ? parsed.command.$db : 'admin';
        reply = await runCommand(parsed.command, ctx, db);
      } catch (err) {
        reply = { ok: 0, errmsg: `malformed OP_MSG: ${(err as Error).message}`, code: 9, codeName: 'FailedToParse' };
      }
      if (!moreToCome && !socket.destroyed) socket.write(encodeOpMsg(this.nextRequestId++, header.requestId, reply));
    } else if (header.opCode === OP_QUERY) {
      let reply: Doc;
      try {
        const { collection, query } = parseOpQuery(body);
        const [db, rest] = [collection.slice(0, collection.indexOf('.')), collection.slice(collection.indexOf('.') + 1)];
        reply = rest === '$cmd'
          ? await runCommand(query, ctx, db)
          : { ok: 0, errmsg: 'OP_QUERY is only supported for commands', code: 352, codeName: 'UnsupportedOpQueryCommand' };
      } catch (err) {
        reply = { ok: 0, errmsg: `malformed OP_QUERY: ${(err as Error).message}`, code: 9, codeName: 'FailedToParse' };
      }
      if (!socket.destroyed) socket.write(encodeOpReply(this.nextRequestId++, header.requestId, [reply]));
    } else {
      // OP_COMPRESSED and the removed legacy opcodes: we never advertise them.
      socket.destroy();
    }
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.cursors.close();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
