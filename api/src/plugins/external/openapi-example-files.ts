/**
 * The file parts of the examples' multipart bodies, real and small. JSON cannot
 * hold bytes, so an image part is a `data:` URI (its media type, then the bytes
 * in base64), which says what it is and decodes to exactly the file sent. A
 * text part (the import's CSV) is the file's text as it is.
 */

/** A tiny 8×6 teal PNG: an image the API takes like any photo. */
export const EXAMPLE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAMAAADJ2y/JAAAAA1BMVEUqnY8rSJQKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR42mNgIAcAAAA2AAGIiWqBAAAAAElFTkSuQmCC';

const DATA_URI = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]+=*)$/;

/** A file part of an example as sent: its bytes and media type. */
export function examplePart(value: string, textType = 'text/csv'): { bytes: Buffer; contentType: string } {
  const data = DATA_URI.exec(value);
  return data ? { bytes: Buffer.from(data[2], 'base64'), contentType: data[1] } : { bytes: Buffer.from(value, 'utf8'), contentType: textType };
}
