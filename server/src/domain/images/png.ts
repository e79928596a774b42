// A tiny PNG encoder (node:zlib only): 8-bit RGB or RGBA, one IDAT chunk, per-row adaptive filter (the usual
// "smallest sum of absolute differences" heuristic). Enough for the generated provider and game images.
import zlib from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data.buffer, data.byteOffset, data.length).copy(out, 8);
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Filters one scanline with each of the five PNG filters and keeps the cheapest. */
function filterRow(pixels: Uint8Array, row: number, stride: number, bpp: number, out: Uint8Array, outOffset: number): void {
  const cur = row * stride;
  const prev = cur - stride;
  let best = -1;
  let bestCost = Infinity;
  const candidate = new Uint8Array(stride);
  let bestBytes = new Uint8Array(stride);
  for (let type = 0; type < 5; type++) {
    let cost = 0;
    for (let i = 0; i < stride; i++) {
      const x = pixels[cur + i]!;
      const a = i >= bpp ? pixels[cur + i - bpp]! : 0;
      const b = row > 0 ? pixels[prev + i]! : 0;
      const c = row > 0 && i >= bpp ? pixels[prev + i - bpp]! : 0;
      const v = type === 0 ? x : type === 1 ? x - a : type === 2 ? x - b : type === 3 ? x - ((a + b) >> 1) : x - paeth(a, b, c);
      const byte = v & 0xff;
      candidate[i] = byte;
      cost += byte < 128 ? byte : 256 - byte;
    }
    if (cost < bestCost) {
      bestCost = cost;
      best = type;
      bestBytes = candidate.slice();
    }
  }
  out[outOffset] = best;
  out.set(bestBytes, outOffset + 1);
}

/** Encodes `pixels` (row-major, `channels` bytes per pixel) as a PNG file. */
export function encodePng(width: number, height: number, pixels: Uint8Array, channels: 3 | 4): Buffer {
  if (pixels.length !== width * height * channels) throw new Error('pixel buffer size does not match the image size');
  const stride = width * channels;
  const raw = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) filterRow(pixels, y, stride, channels, raw, y * (stride + 1));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = channels === 4 ? 6 : 2; // colour type: RGBA or RGB
  header[10] = 0; header[11] = 0; header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Reads width and height from a PNG's IHDR (tests and sanity checks). */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(png.buffer, png.byteOffset, png.length);
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}
