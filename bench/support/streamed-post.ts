// A POST whose body is written in 64 KiB pieces, as a streaming client would send a big file,
// answered with status and text even when the server answers before reading it all.
import http from 'node:http';

export function streamedPost(url: string, body: Buffer, contentType: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': contentType, 'content-length': body.length } }, (r) => {
      let text = '';
      r.on('data', (d: Buffer) => (text += d.toString()));
      r.on('end', () => resolve({ status: r.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    let o = 0;
    const pump = () => {
      while (o < body.length) {
        const piece = body.subarray(o, o + 65536);
        o += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}
