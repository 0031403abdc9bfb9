/** The multipart body of both import endpoints: the category chosen for a file without one, then the file as the part `file`. */
export function importBody(file: File, category?: string): FormData {
  const body = new FormData();
  if (category) body.append('category', category);
  body.append('file', file, file.name);
  return body;
}
