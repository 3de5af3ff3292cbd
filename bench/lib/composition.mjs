/**
 * What a route's first-load JavaScript is made of: each chunk's source map says which source file
 * every generated character came from; characters are summed per package (or per app folder) and
 * each chunk's gzip size is shared out in proportion. An estimate (gzip does not compress every
 * part equally), but it names what to trim when a budget is exceeded.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one Base64 VLQ segment of a source map into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** 'node_modules/@mui/material/esm/x.js' → '@mui/material'; 'src/features/home/x.tsx' → 'src/features/home'. */
export function ownerOf(source) {
  const normalised = source.replace(/\\/g, '/');
  const modules = normalised.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = normalised.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const parts = normalised.replace(/^(\.\.\/)+/, '').split('/');
  if (parts[0] === 'src' && parts.length > 2)
    return parts.slice(0, parts[1] === 'features' ? 3 : 2).join('/');
  return parts.slice(0, -1).join('/') || normalised;
}

/** Characters of `code` per owner, from its source map. */
function charactersByOwner(code, map) {
  const totals = new Map();
  const add = (owner, count) => totals.set(owner, (totals.get(owner) ?? 0) + count);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const lineLength = lines[lineNumber]?.length ?? 0;
    let column = 0;
    const segments = lineMappings ? lineMappings.split(',').map(decodeSegment) : [];
    const starts = [];
    for (const fields of segments) {
      column += fields[0];
      if (fields.length >= 4) sourceIndex += fields[1];
      starts.push({ column, source: fields.length >= 4 ? map.sources[sourceIndex] : undefined });
    }
    add('(generated)', starts[0]?.column ?? lineLength);
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? lineLength;
      add(
        start.source === undefined ? '(generated)' : ownerOf(start.source),
        Math.max(0, end - start.column),
      );
    });
  });
  return totals;
}

/** Estimated gzip bytes per owner over the given chunk files, largest first. */
export function composition(outDir, files) {
  const totals = new Map();
  for (const file of files) {
    const code = readFileSync(path.join(outDir, file), 'utf8');
    const gzipBytes = gzipSync(code).length;
    const mapFile = path.join(outDir, `${file}.map`);
    if (!existsSync(mapFile)) {
      totals.set('(no source map)', (totals.get('(no source map)') ?? 0) + gzipBytes);
      continue;
    }
    const characters = charactersByOwner(code, JSON.parse(readFileSync(mapFile, 'utf8')));
    const all = [...characters.values()].reduce((sum, count) => sum + count, 0) || 1;
    for (const [owner, count] of characters) {
      totals.set(owner, (totals.get(owner) ?? 0) + (gzipBytes * count) / all);
    }
  }
  return [...totals]
    .map(([owner, gzipBytes]) => ({ owner, gzipBytes: Math.round(gzipBytes) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
