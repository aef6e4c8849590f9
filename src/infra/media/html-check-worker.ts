// Worker-thread entry: parses uploaded HTML pages off the thread that serves requests.
// Messages: {id, bytes: ArrayBuffer} in, {id, error?: string} out.
import { parentPort } from 'node:worker_threads';
import { htmlProblem } from '../../core/assets/media/html.js';

parentPort!.on('message', (m: { id: number; bytes: ArrayBuffer }) => {
  let error: string | undefined;
  try {
    error = htmlProblem(new Uint8Array(m.bytes));
  } catch (e) {
    error = `HTML: the page could not be parsed (${(e as Error).message})`;
  }
  parentPort!.postMessage({ id: m.id, error });
});
