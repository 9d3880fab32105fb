#!/usr/bin/env node
/**
 * Draws the demo pictures of the seed as SVG files under apps/web/public/demo/ (committed).
 *
 * The pictures carry course and camp names, which live in the seed's TypeScript. This plain-Node
 * script cannot import TypeScript, so it reads art-manifest.json beside the seed instead; the seed
 * test keeps that manifest equal to the seed data (a file snapshot). After changing seed data:
 *   npx vitest run apps/server/src/seed --update
 *   node apps/server/scripts/generate-demo-art.mjs
 * The output depends only on the manifest, so running it twice writes the same bytes.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const manifestPath = resolve(here, '../src/seed/art-manifest.json');
const outDir = resolve(here, '../../web/public/demo');

const FONT = 'Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif';

/** from → to: the background gradient; accent: highlights and the call-to-action pill. */
const PALETTES = {
  indigo: { from: '#1b2a6b', to: '#3d5bd9', accent: '#9db1ff' },
  violet: { from: '#34196e', to: '#7b3fe4', accent: '#cdb8ff' },
  navy: { from: '#0b1a33', to: '#1f3d6b', accent: '#f2c36b' },
  teal: { from: '#0a4742', to: '#0f968a', accent: '#7ff0dc' },
  orange: { from: '#8a2c0c', to: '#e8641c', accent: '#ffd3a3' },
  rose: { from: '#7a1033', to: '#dc2f5a', accent: '#ffb3c4' },
  emerald: { from: '#074635', to: '#109669', accent: '#8af0c4' },
  ocean: { from: '#0b3d5e', to: '#0a84c6', accent: '#8fdcff' },
  gold: { from: '#231608', to: '#6b4516', accent: '#f6cd78' },
  plum: { from: '#3f1442', to: '#9a2a9e', accent: '#f5b6f3' },
};

function palette(name) {
  const found = PALETTES[name];
  if (!found) throw new Error(`unknown palette ${name}`);
  return found;
}

function escapeXml(text) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Width of a text in ems: CJK and full-width punctuation one em, Latin letters and digits about half. */
function measure(text) {
  let width = 0;
  for (const char of text) {
    if (/[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]/.test(char)) width += 1;
    else if (char === ' ') width += 0.3;
    else if (/[A-Z]/.test(char)) width += 0.66;
    else width += 0.56;
  }
  return width;
}

/** Where a title breaks well: after these marks, or before an opening bracket or dash. */
const BREAK_AFTER = new Set(['：', '，', '、', '）', '·']);
const BREAK_BEFORE = new Set(['（', '—']);
/** Acceptable breaks in running text: after 的, or before a conjunction. */
const SOFT_AFTER = new Set(['的']);
const SOFT_BEFORE = new Set(['与', '和', '及']);

/**
 * Lays a title out in lines of at most `maxEm`: `single` allows one line only, `punctuation` two
 * lines broken at punctuation, `anywhere` one line or two broken at the most balanced place that
 * does not split a Latin word or a number, favouring a break around 的/与/和. Null if it cannot.
 */
function layoutTitle(text, maxEm, mode) {
  if (mode !== 'punctuation' && measure(text) <= maxEm) return [text];
  if (mode === 'single') return null;
  const chars = [...text];
  let best = null;
  for (let i = 1; i < chars.length; i++) {
    const before = chars[i - 1];
    const after = chars[i];
    if (/[A-Za-z0-9+]/.test(before) && /[A-Za-z0-9+]/.test(after)) continue;
    if (mode === 'punctuation' && !BREAK_AFTER.has(before) && !BREAK_BEFORE.has(after)) continue;
    const first = chars.slice(0, i).join('').trim();
    const second = chars.slice(i).join('').trim();
    const widest = Math.max(measure(first), measure(second));
    if (widest > maxEm) continue;
    const score = widest - (SOFT_AFTER.has(before) || SOFT_BEFORE.has(after) ? 3 : 0);
    if (!best || score < best.score) best = { score, lines: [first, second] };
  }
  return best?.lines ?? null;
}

/**
 * The font size and lines for a title `width` px wide, in order of preference: one line in a large
 * size, two lines broken at punctuation, two lines broken anywhere sensible, and last a shortened title.
 */
function fitTitle(text, width, sizes) {
  const attempts = [
    ...sizes.filter((size) => size >= 32).map((size) => [size, 'single']),
    ...sizes.filter((size) => size >= 30).map((size) => [size, 'punctuation']),
    ...sizes.map((size) => [size, 'anywhere']),
  ];
  for (const [size, mode] of attempts) {
    const lines = layoutTitle(text, width / size, mode);
    if (lines) return { size, lines };
  }
  const size = sizes.at(-1);
  const chars = [...text];
  while (chars.length > 1 && measure(`${chars.join('')}…`) > (2 * width) / size) chars.pop();
  return { size, lines: layoutTitle(`${chars.join('')}…`, width / size, 'anywhere') ?? [text] };
}

function svg(width, height, title, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" font-family="${FONT}"><title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}

function gradients(colors, angle) {
  const [x2, y2] = angle === 'diagonal' ? [1, 1] : [1, 0.35];
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.82" cy="0.18" r="0.75">` +
    `<stop offset="0" stop-color="${colors.accent}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient></defs>`
  );
}

/** Four abstract compositions around (cx, cy) at scale s; kept to the right of the text. */
function motifShapes(motif, cx, cy, s, accent) {
  const r = (n) => Math.round(n * s);
  switch (((motif % 4) + 4) % 4) {
    case 0:
      return (
        `<g fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="${Math.max(1.5, s * 2)}">` +
        `<circle cx="${cx}" cy="${cy}" r="${r(60)}"/><circle cx="${cx}" cy="${cy}" r="${r(100)}"/>` +
        `<circle cx="${cx}" cy="${cy}" r="${r(140)}"/></g>` +
        `<circle cx="${cx - r(40)}" cy="${cy + r(120)}" r="${r(46)}" fill="${accent}" fill-opacity="0.28"/>` +
        `<circle cx="${cx + r(30)}" cy="${cy - r(20)}" r="${r(24)}" fill="#fff" fill-opacity="0.18"/>`
      );
    case 1:
      return (
        `<rect x="${cx - r(70)}" y="${cy - r(110)}" width="${r(150)}" height="${r(150)}" rx="${r(22)}" ` +
        `fill="#fff" fill-opacity="0.09" transform="rotate(30 ${cx} ${cy})"/>` +
        `<rect x="${cx - r(10)}" y="${cy + r(40)}" width="${r(96)}" height="${r(96)}" rx="${r(16)}" ` +
        `fill="${accent}" fill-opacity="0.26" transform="rotate(15 ${cx} ${cy})"/>` +
        `<rect x="${cx - r(120)}" y="${cy + r(60)}" width="${r(44)}" height="${r(44)}" rx="${r(8)}" fill="none" ` +
        `stroke="#fff" stroke-opacity="0.3" stroke-width="${Math.max(1.5, s * 2)}"/>`
      );
    case 2:
      return (
        `<polygon points="${cx - r(150)},${cy - r(150)} ${cx + r(150)},${cy - r(190)} ${cx + r(230)},${cy + r(60)}" ` +
        `fill="#fff" fill-opacity="0.08"/>` +
        `<polygon points="${cx - r(70)},${cy + r(170)} ${cx + r(210)},${cy - r(20)} ${cx + r(250)},${cy + r(190)}" ` +
        `fill="${accent}" fill-opacity="0.24"/>` +
        `<polygon points="${cx - r(20)},${cy - r(60)} ${cx + r(60)},${cy + r(20)} ${cx - r(60)},${cy + r(40)}" ` +
        `fill="#fff" fill-opacity="0.14"/>`
      );
    default: {
      const dots = [];
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col < 6; col++) {
          dots.push(
            `<circle cx="${cx - r(70) + col * r(26)}" cy="${cy - r(90) + row * r(26)}" r="${r(3)}"/>`,
          );
        }
      }
      return (
        `<g fill="#fff" fill-opacity="0.35">${dots.join('')}</g>` +
        `<circle cx="${cx + r(60)}" cy="${cy + r(150)}" r="${r(130)}" fill="${accent}" fill-opacity="0.2"/>` +
        `<path d="M${cx - r(150)} ${cy + r(100)} q${r(80)} ${r(-70)} ${r(160)} 0 t${r(160)} 0" fill="none" ` +
        `stroke="#fff" stroke-opacity="0.25" stroke-width="${Math.max(2, s * 3)}"/>`
      );
    }
  }
}

function pill(x, y, height, text, fontSize, fill, fillOpacity, color) {
  const width = Math.round(measure(text) * fontSize + height);
  return {
    width,
    markup:
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}" ` +
      `fill-opacity="${fillOpacity}"/><text x="${x + width / 2}" y="${y + height / 2 + fontSize * 0.36}" ` +
      `font-size="${fontSize}" fill="${color}" text-anchor="middle">${escapeXml(text)}</text>`,
  };
}

function cover(art) {
  const colors = palette(art.palette);
  const { size, lines } = fitTitle(art.title, 424, [36, 34, 32, 30, 28, 26]);
  const lineHeight = Math.round(size * 1.32);
  const lastBaseline = 204;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const titleText = lines
    .map((line, i) => `<tspan x="28" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const label = pill(28, 24, 28, art.label, 14, '#fff', 0.18, '#fff');
  return svg(
    480,
    270,
    art.title,
    gradients(colors, 'diagonal') +
      `<rect width="480" height="270" fill="url(#bg)"/><rect width="480" height="270" fill="url(#glow)"/>` +
      motifShapes(art.motif, 390, 90, 0.9, colors.accent) +
      label.markup +
      `<rect x="28" y="${firstBaseline - size - 16}" width="40" height="4" rx="2" fill="${colors.accent}"/>` +
      `<text font-size="${size}" font-weight="700" fill="#fff">${titleText}</text>` +
      `<text x="28" y="246" font-size="14" fill="#fff" fill-opacity="0.78">${escapeXml(art.badge)}</text>` +
      `<text x="452" y="246" font-size="14" font-weight="700" fill="#fff" fill-opacity="0.6" ` +
      `text-anchor="end">知学</text>`,
  );
}

/** Carousel banners are 1920 wide with their content in the middle 1240; headers are 1240 wide. */
function banner(art) {
  const colors = palette(art.palette);
  const isHeader = art.kind === 'header';
  const [width, height] = isHeader ? [1240, 300] : [1920, 320];
  const left = isHeader ? 0 : 340;
  const textX = left + 64;
  const textWidth = 1240 - 64 - 420;
  const titleSize = Math.min(56, Math.floor(textWidth / measure(art.title)));
  const subSize = Math.min(26, Math.floor(textWidth / measure(art.sub)));
  const hasCta = art.cta !== '';
  const titleY = Math.round(height * (hasCta ? 0.4 : 0.47));
  const subY = titleY + Math.round(subSize * 2.1);
  const cta = hasCta ? pill(textX, subY + 30, 54, art.cta, 22, colors.accent, 1, colors.from).markup : '';
  const sides = isHeader
    ? ''
    : motifShapes(art.motif + 1, 150, 70, 1.2, colors.accent) +
      motifShapes(art.motif + 2, 1800, 250, 1.1, colors.accent);
  return svg(
    width,
    height,
    art.title,
    gradients(colors, 'wide') +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
      sides +
      motifShapes(art.motif, left + 1060, Math.round(height * 0.45), 1.15, colors.accent) +
      `<rect x="${textX}" y="${titleY - titleSize - 22}" width="56" height="6" rx="3" fill="${colors.accent}"/>` +
      `<text x="${textX}" y="${titleY}" font-size="${titleSize}" font-weight="700" fill="#fff">` +
      `${escapeXml(art.title)}</text>` +
      `<text x="${textX}" y="${subY}" font-size="${subSize}" fill="#fff" fill-opacity="0.86">` +
      `${escapeXml(art.sub)}</text>` +
      cta,
  );
}

function avatar(art) {
  const colors = palette(art.palette);
  return svg(
    200,
    200,
    art.title,
    gradients(colors, 'diagonal') +
      `<circle cx="100" cy="100" r="100" fill="url(#bg)"/>` +
      `<circle cx="100" cy="100" r="100" fill="url(#glow)"/>` +
      `<circle cx="100" cy="100" r="86" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="2"/>` +
      `<text x="100" y="133" font-size="92" font-weight="700" fill="#fff" text-anchor="middle">` +
      `${escapeXml(art.text)}</text>`,
  );
}

function logo(art) {
  const colors = palette(art.palette);
  const rest = art.title.replace(art.text, '');
  return svg(
    320,
    96,
    art.title,
    gradients(colors, 'diagonal') +
      `<polygon points="48,10 83,30 83,66 48,86 13,66 13,30" fill="url(#bg)"/>` +
      `<path d="M31 58 L48 40 L65 58 M31 44 L48 26 L65 44" fill="none" stroke="#fff" stroke-width="6" ` +
      `stroke-linecap="round" stroke-linejoin="round"/>` +
      `<text x="100" y="52" font-size="34" font-weight="700" fill="${colors.from}">${escapeXml(art.text)}</text>` +
      `<text x="101" y="78" font-size="15" fill="#5b6b7f" letter-spacing="6">${escapeXml(rest)}</text>`,
  );
}

const DRAW = { cover, banner, header: banner, avatar, logo };

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
rmSync(outDir, { recursive: true, force: true });
let bytes = 0;
for (const art of manifest.pictures) {
  const draw = DRAW[art.kind];
  if (!draw) throw new Error(`unknown picture kind ${art.kind} (${art.file})`);
  const target = resolve(outDir, art.file);
  const content = draw(art);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  bytes += Buffer.byteLength(content);
}
console.log(`wrote ${manifest.pictures.length} pictures (${Math.round(bytes / 1024)} KiB) to ${outDir}`);
