export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;
export const MAX_MESSAGE_BYTES = 48_000_000;

export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export function readHeader(buf: Buffer): Header {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

export function writeHeader(body: Buffer, requestId: number, responseTo: number, opCode: number): Buffer {
  const header = Buffer.allocUnsafe(16);
  header.writeInt32LE(16 + body.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, body]);
}

// Splits a TCP byte stream into whole wire-protocol messages.
export class MessageSplitter {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const out: Buffer[] = [];
    while (this.buffered >= 4) {
      if (this.chunks[0].length < 4) this.chunks = [Buffer.concat(this.chunks)];
      const len = this.chunks[0].readInt32LE(0);
      if (len < 16 || len > MAX_MESSAGE_BYTES + 16 * 1024) throw new Error(`invalid message length ${len}`);
      // Concatenate only once the whole message is here, to stay linear.
      if (this.buffered < len) break;
      const head = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
      out.push(head.subarray(0, len));
      const rest = head.subarray(len);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
    }
    return out;
  }
}
