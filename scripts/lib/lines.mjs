// A child process's output, line by line, however its chunks are cut.

/**
 * Calls `onLine` with each complete line `stream` writes, without its newline.
 * @param {import('node:stream').Readable} stream
 * @param {(line: string) => void} onLine
 */
export function eachLine(stream, onLine) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}
