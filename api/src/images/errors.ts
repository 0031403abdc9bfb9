import { STATUS_CODES } from 'node:http';

/** A 4xx the error handler passes on as `{ statusCode, error, message }`. */
export class ClientError extends Error {
  /** Set when the request body was left unread: the connection cannot carry another request. */
  closeConnection = false;

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = STATUS_CODES[statusCode] ?? 'Error';
  }
}
