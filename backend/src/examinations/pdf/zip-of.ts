import { ZipFile } from 'yazl';

/** A zip archive of the given files, in memory (a worker's visits: a few PDFs of some kilobytes each). */
export function zipOf(files: readonly { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const zip = new ZipFile();
  const seen = new Map<string, number>();
  for (const file of files) {
    // Two visits on the same day with the same version would share a name: number the later ones.
    const count = (seen.get(file.name) ?? 0) + 1;
    seen.set(file.name, count);
    zip.addBuffer(file.bytes, count === 1 ? file.name : file.name.replace(/(\.[^.]+)?$/, `-${count}$1`));
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
