/**
 * The web manifest's PNG icons, drawn at build time (no image tool needed): the favicon's trophy in simple shapes,
 * yellow on the app's dark green. A maskable icon keeps the trophy inside the central 80 % safe zone, since
 * launchers crop it to any shape.
 */
import { deflateSync } from "node:zlib";

const BACKGROUND = [0x06, 0x4e, 0x3b] as const;
const TROPHY = [0xfa, 0xcc, 0x15] as const;

/** Whether the point (x, y), in units of the icon's side (0..1), lies on the trophy. */
function onTrophy(x: number, y: number): boolean {
  const dx = x - 0.5;
  const cup = y >= 0.24 && y <= 0.56 && Math.abs(dx) <= 0.2 - Math.max(0, y - 0.42) * 0.9;
  const handle = y >= 0.3 && y <= 0.46 && Math.abs(dx) >= 0.2 && Math.abs(dx) <= 0.28;
  const stem = y >= 0.56 && y <= 0.7 && Math.abs(dx) <= 0.05;
  const base = y >= 0.7 && y <= 0.78 && Math.abs(dx) <= 0.17;
  return cup || handle || stem || base;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `size` px; `maskable` shrinks the trophy to the safe zone and fills the corners. */
export function iconPng(size: number, maskable: boolean): Buffer {
  const scale = maskable ? 0.75 : 1;
  const radius = maskable ? 0 : size * 0.2;
  const samples = 4; // 4x4 subsamples per pixel smooth the edges
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let px = 0; px < size; px++) {
      let trophy = 0;
      let inside = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = px + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          const cx = Math.max(radius - x, 0, x - (size - radius));
          const cy = Math.max(radius - y, 0, y - (size - radius));
          if (cx * cx + cy * cy > radius * radius) continue;
          inside++;
          if (onTrophy(0.5 + (x / size - 0.5) / scale, 0.5 + (y / size - 0.5) / scale)) trophy++;
        }
      }
      const share = trophy / Math.max(inside, 1);
      for (let i = 0; i < 3; i++) row[1 + px * 4 + i] = Math.round(BACKGROUND[i] + (TROPHY[i] - BACKGROUND[i]) * share);
      row[1 + px * 4 + 3] = Math.round((inside / samples ** 2) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The manifest's icons by file name (web/public/manifest.webmanifest lists the same). */
export function manifestIcons(): Record<string, Buffer> {
  return {
    "icons/icon-192.png": iconPng(192, false),
    "icons/icon-512.png": iconPng(512, false),
    "icons/maskable-512.png": iconPng(512, true),
  };
}
