/** The multipart body of both import endpoints: the CSV as the part `file`. */
export function importBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}
