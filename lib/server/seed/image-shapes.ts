/**
 * SVG drawings of the catalogue's garments and gear, in a 600×744 canvas (the gallery aspect of spec §9):
 * a silhouette in the variant's colour, shaded with light and dark gradients, with seams, zips and pockets.
 * Pure string building; images.ts renders them to JPEG with sharp.
 */
import { IMAGE_KINDS, type ImageKind, type ImageView } from './kinds';

export const CANVAS = { width: 600, height: 744 } as const;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** The paint of one variant: base fill (a pattern for "Multi"), outline and detail colours. */
export interface Paint {
  fill: string;
  base: string;
  dark: string;
  light: string;
  /** Colour for stitching and zips that stands out on the base. */
  contrast: string;
}

export function paintFor(hex: string, multi = false): Paint {
  const light = luminance(hex) > 0.75;
  return {
    fill: multi ? 'url(#multi)' : hex,
    base: hex,
    dark: light ? mix(hex, '#000000', 0.45) : mix(hex, '#000000', 0.38),
    light: mix(hex, '#ffffff', 0.35),
    contrast: luminance(hex) > 0.55 ? '#3a3d42' : '#eef0f2',
  };
}

/** Gradients and patterns shared by every drawing (they do not depend on the colour). */
const DEFS = `<defs>
<radialGradient id="floor"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
<linearGradient id="shadeX" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.2"/></linearGradient>
<linearGradient id="shadeY" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.2"/></linearGradient>
<radialGradient id="gloss" cx="35%" cy="30%" r="65%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></radialGradient>
<pattern id="multi" width="72" height="72" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="24" height="72" fill="#e8a23a"/><rect x="24" width="24" height="72" fill="#1e6fd9"/><rect x="48" width="24" height="72" fill="#d62b2b"/></pattern>
</defs>`;

/** Diagonal lines across the canvas: the fabric weave of the detail views (cheaper to render than a pattern). */
const WEAVE_LINES = Array.from({ length: 150 }, (_, index) => {
  const x = -700 + index * 9;
  return `M${x} 0 L${x + 744} 744`;
}).join(' ');
let clipSequence = 0;

/** A filled, shaded and outlined shape. */
function shape(
  d: string,
  paint: Paint,
  options: { gloss?: boolean; weave?: boolean; stroke?: number } = {},
): string {
  const parts = [`<path d="${d}" fill="${paint.fill}"/>`];
  parts.push(`<path d="${d}" fill="url(#${options.gloss ? 'gloss' : 'shadeX'})"/>`);
  if (!options.gloss) parts.push(`<path d="${d}" fill="url(#shadeY)"/>`);
  if (options.weave) {
    const id = `clip${++clipSequence}`;
    parts.push(
      `<clipPath id="${id}"><path d="${d}"/></clipPath><path d="${WEAVE_LINES}" clip-path="url(#${id})" stroke="#000000" stroke-opacity="0.08" stroke-width="3"/>`,
    );
  }
  parts.push(
    `<path d="${d}" fill="none" stroke="${paint.dark}" stroke-width="${options.stroke ?? 3}" stroke-linejoin="round"/>`,
  );
  return parts.join('');
}

const line = (d: string, color: string, width = 3, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const stitch = (d: string, paint: Paint) => line(d, paint.dark, 2, 'stroke-dasharray="7 6" opacity="0.7"');
const area = (d: string, color: string, opacity: number) =>
  `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;

type Drawing = (paint: Paint, view: ImageView, weave: boolean) => string;

const TEE =
  'M228 138 C258 168 342 168 372 138 L470 172 L548 292 L478 332 L452 292 L452 640 C380 652 220 652 148 640 L148 292 L122 332 L52 292 L130 172 Z';
const TANK =
  'M232 112 C255 190 345 190 368 112 L398 112 C400 210 430 262 458 290 L462 640 C380 652 220 652 138 640 L142 290 C170 262 200 210 202 112 Z';
const BRA =
  'M236 110 L256 110 L262 206 C274 262 326 262 338 206 L344 110 L364 110 L370 210 C380 282 420 320 440 338 L444 452 C360 468 240 468 156 452 L160 338 C180 320 220 282 230 210 Z';
const LONG_SLEEVE =
  'M232 150 C262 172 338 172 368 150 L462 178 C520 205 540 300 552 420 L566 590 L506 600 L478 420 L462 330 L462 630 C380 644 220 644 138 630 L138 330 L122 420 L94 600 L34 590 L48 420 C60 300 80 205 138 178 Z';
const PANTS = 'M178 150 L422 150 L446 650 L326 660 L302 300 L298 300 L274 660 L154 650 Z';
const SHORTS = 'M178 150 L422 150 L452 420 L322 432 L302 300 L298 300 L278 432 L148 420 Z';
const WAISTBAND = 'M180 110 L420 110 L422 152 L178 152 Z';

const drawings: Record<ImageKind, Drawing> = {
  tee: (p, view, weave) => {
    const parts = [shape(TEE, p, { weave })];
    parts.push(
      stitch('M154 624 C220 636 380 636 446 624', p),
      stitch('M60 284 L124 318', p),
      stitch('M540 284 L476 318', p),
    );
    if (view === 'back') {
      parts.push(
        shape('M228 138 C258 150 342 150 372 138 C342 172 258 172 228 138 Z', p),
        line('M228 138 C258 150 342 150 372 138', p.dark, 8),
      );
      parts.push(stitch('M150 230 C230 246 370 246 450 230', p));
    } else {
      parts.push(
        area('M236 140 C262 186 338 186 364 140 C336 162 264 162 236 140 Z', p.dark, 0.6),
        line('M230 140 C258 184 342 184 370 140', p.dark, 6),
      );
      parts.push(`<rect x="330" y="230" width="46" height="18" rx="4" fill="${p.contrast}" opacity="0.75"/>`);
    }
    return parts.join('');
  },
  tank: (p, view, weave) => {
    const parts = [shape(TANK, p, { weave })];
    parts.push(
      line('M398 112 C400 210 430 262 458 290', p.dark, 7, 'opacity="0.6"'),
      line('M202 112 C200 210 170 262 142 290', p.dark, 7, 'opacity="0.6"'),
    );
    parts.push(stitch('M146 622 C220 636 380 636 454 622', p));
    if (view === 'back')
      parts.push(
        shape('M232 112 C255 140 345 140 368 112 C345 192 255 192 232 112 Z', p),
        line('M232 112 C255 140 345 140 368 112', p.dark, 7),
      );
    else
      parts.push(
        area('M234 114 C258 186 342 186 366 114 C340 140 260 140 234 114 Z', p.dark, 0.55),
        line('M232 112 C255 190 345 190 368 112', p.dark, 6),
      );
    return parts.join('');
  },
  bra: (p, view, weave) => {
    const parts = [shape(BRA, p, { weave })];
    parts.push(area('M158 410 C240 426 360 426 442 410 L444 452 C360 468 240 468 156 452 Z', p.dark, 0.45));
    if (view === 'back') {
      parts.push(
        area('M272 228 C284 300 316 300 328 228 C314 252 286 252 272 228 Z', '#e9eaec', 1),
        line('M256 110 C270 240 330 240 344 110', p.dark, 4),
      );
    } else {
      parts.push(
        stitch('M168 350 C220 300 270 290 300 300 C330 290 380 300 432 350', p),
        line('M300 300 L300 410', p.dark, 3, 'opacity="0.6"'),
      );
    }
    return parts.join('');
  },
  hoodie: (p, view, weave) => {
    const parts: string[] = [];
    if (view === 'back') {
      parts.push(shape(LONG_SLEEVE, p, { weave }));
      parts.push(
        shape('M222 152 C210 92 256 62 300 62 C344 62 390 92 378 152 C352 236 248 236 222 152 Z', p, {
          weave,
        }),
      );
      parts.push(line('M300 66 L300 212', p.dark, 3, 'opacity="0.6"'));
    } else {
      parts.push(shape('M218 160 C196 70 250 26 300 26 C350 26 404 70 382 160 Z', p, { weave }));
      parts.push(
        area('M244 154 C238 82 270 52 300 52 C330 52 362 82 356 154 C332 180 268 180 244 154 Z', p.dark, 0.7),
      );
      parts.push(shape(LONG_SLEEVE, p, { weave }));
      parts.push(
        shape('M200 470 L400 470 L432 600 L168 600 Z', p, { weave }),
        line('M200 470 L176 560', p.dark, 5),
        line('M400 470 L424 560', p.dark, 5),
      );
      parts.push(line('M280 172 L274 262', '#f4f4f4', 5), line('M320 172 L326 262', '#f4f4f4', 5));
      parts.push(
        `<rect x="268" y="258" width="12" height="22" rx="3" fill="#c9ccd1"/><rect x="320" y="258" width="12" height="22" rx="3" fill="#c9ccd1"/>`,
      );
    }
    parts.push(area('M138 600 L462 600 L462 630 C380 644 220 644 138 630 Z', p.dark, 0.3));
    parts.push(
      area('M98 570 L38 560 L34 590 L94 600 Z', p.dark, 0.3),
      area('M502 570 L562 560 L566 590 L506 600 Z', p.dark, 0.3),
    );
    return parts.join('');
  },
  jacket: (p, view, weave) => {
    const parts = [shape(LONG_SLEEVE, p, { weave })];
    parts.push(
      area(
        'M138 178 L232 150 C262 172 338 172 368 150 L462 178 L470 250 C380 266 220 266 130 250 Z',
        p.dark,
        0.28,
      ),
    );
    parts.push(shape('M232 150 C262 170 338 170 368 150 L374 108 C340 124 260 124 226 108 Z', p));
    if (view === 'back') {
      parts.push(stitch('M140 300 C230 316 370 316 460 300', p));
    } else {
      parts.push(
        line('M300 166 L300 636', '#c9ccd1', 6),
        line('M300 166 L300 636', '#8d9198', 2, 'stroke-dasharray="3 3"'),
      );
      parts.push(`<rect x="290" y="176" width="20" height="34" rx="5" fill="#b7bbc1" stroke="#7d8188"/>`);
      parts.push(
        line('M180 470 L214 560', p.contrast, 4, 'opacity="0.8"'),
        line('M420 470 L386 560', p.contrast, 4, 'opacity="0.8"'),
      );
    }
    parts.push(
      area('M94 600 L34 590 L38 566 L98 576 Z', p.dark, 0.35),
      area('M506 600 L566 590 L562 566 L502 576 Z', p.dark, 0.35),
    );
    return parts.join('');
  },
  pants: (p, view, weave) => {
    const parts = [shape(PANTS, p, { weave }), shape(WAISTBAND, p)];
    parts.push(
      area('M158 620 L276 630 L274 660 L154 650 Z', p.dark, 0.3),
      area('M324 630 L442 620 L446 650 L326 660 Z', p.dark, 0.3),
    );
    if (view === 'back') {
      parts.push(
        `<rect x="196" y="190" width="74" height="70" rx="8" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
      );
      parts.push(
        `<rect x="330" y="190" width="74" height="70" rx="8" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
      );
    } else {
      parts.push(
        line('M300 152 L300 290', p.dark, 3),
        line('M190 160 C214 196 232 204 244 152', p.dark, 3),
        line('M410 160 C386 196 368 204 356 152', p.dark, 3),
      );
      parts.push(line('M286 130 L280 190', '#f4f4f4', 4), line('M314 130 L320 190', '#f4f4f4', 4));
    }
    parts.push(
      line('M178 170 L160 640', p.contrast, 3, 'opacity="0.35"'),
      line('M422 170 L440 640', p.contrast, 3, 'opacity="0.35"'),
    );
    return parts.join('');
  },
  shorts: (p, view, weave) => {
    const parts = [shape(SHORTS, p, { weave }), shape(WAISTBAND, p)];
    parts.push(stitch('M152 400 L280 412', p), stitch('M320 412 L448 400', p));
    if (view === 'back')
      parts.push(
        `<rect x="330" y="190" width="70" height="60" rx="8" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
      );
    else
      parts.push(
        line('M300 152 L300 280', p.dark, 3),
        line('M286 130 L280 190', '#f4f4f4', 4),
        line('M314 130 L320 190', '#f4f4f4', 4),
      );
    parts.push(
      line('M180 170 L154 410', p.contrast, 6, 'opacity="0.4"'),
      line('M420 170 L446 410', p.contrast, 6, 'opacity="0.4"'),
    );
    return parts.join('');
  },
  backpack: (p, view) => {
    if (view === 'side') {
      return [
        line('M330 200 C420 260 420 520 340 610', p.dark, 16),
        shape(
          'M250 170 L350 170 C372 170 384 186 384 210 L384 600 C384 622 370 634 350 634 L250 634 C228 634 216 622 216 600 L216 210 C216 186 228 170 250 170 Z',
          p,
        ),
        shape('M230 430 L300 430 L300 600 L230 600 Z', p),
        line('M262 170 C262 130 320 130 320 170', p.dark, 10),
      ].join('');
    }
    return [
      line('M262 152 C262 108 338 108 338 152', p.dark, 12),
      shape(
        'M240 150 L360 150 C400 150 430 180 430 220 L430 590 C430 615 410 630 385 630 L215 630 C190 630 170 615 170 590 L170 220 C170 180 200 150 240 150 Z',
        p,
      ),
      shape(
        'M205 420 L395 420 C410 420 415 430 415 445 L415 580 C415 600 405 610 385 610 L215 610 C195 610 185 600 185 580 L185 445 C185 430 190 420 205 420 Z',
        p,
      ),
      line('M190 250 C230 196 370 196 410 250', p.contrast, 4, 'stroke-dasharray="6 5" opacity="0.8"'),
      line('M200 440 L400 440', p.contrast, 4, 'stroke-dasharray="6 5" opacity="0.8"'),
      `<rect x="270" y="300" width="60" height="40" rx="8" fill="${p.dark}"/>`,
    ].join('');
  },
  duffle: (p, view) => {
    if (view === 'side') {
      return [
        line('M250 320 C250 200 350 200 350 320', p.dark, 14),
        shape(
          'M200 340 C200 300 400 300 400 340 L400 570 C400 596 380 606 350 606 L250 606 C220 606 200 596 200 570 Z',
          p,
        ),
        `<ellipse cx="300" cy="460" rx="70" ry="90" fill="none" stroke="${p.contrast}" stroke-width="4" opacity="0.6"/>`,
      ].join('');
    }
    return [
      line('M220 300 C220 186 380 186 380 300', p.dark, 14),
      shape(
        'M110 370 C110 306 170 286 300 286 C430 286 490 306 490 370 L490 560 C490 590 470 604 440 604 L160 604 C130 604 110 590 110 560 Z',
        p,
      ),
      area('M110 370 C110 330 130 310 160 300 L160 604 C130 604 110 590 110 560 Z', p.dark, 0.3),
      area('M490 370 C490 330 470 310 440 300 L440 604 C470 604 490 590 490 560 Z', p.dark, 0.3),
      line('M160 312 C230 298 370 298 440 312', p.contrast, 4, 'stroke-dasharray="6 5" opacity="0.85"'),
      `<rect x="262" y="420" width="76" height="40" rx="8" fill="${p.dark}"/>`,
    ].join('');
  },
  messenger: (p, view) => {
    if (view === 'side') {
      return [
        line('M270 300 C270 140 330 140 330 300', p.dark, 16),
        shape('M240 300 L360 300 L370 600 L230 600 Z', p),
        shape('M238 300 L362 300 L360 460 L240 460 Z', p),
      ].join('');
    }
    return [
      line('M140 310 C150 120 450 120 460 310', p.dark, 16),
      shape('M130 300 L470 300 L482 596 C482 606 474 612 464 612 L136 612 C126 612 118 606 118 596 Z', p),
      shape('M126 300 L474 300 L468 470 C400 492 200 492 132 470 Z', p),
      `<rect x="200" y="440" width="40" height="56" rx="6" fill="#b7bbc1" stroke="#7d8188"/><rect x="360" y="440" width="40" height="56" rx="6" fill="#b7bbc1" stroke="#7d8188"/>`,
    ].join('');
  },
  watch: (p, view) => {
    const ticks = Array.from({ length: 12 }, (_, index) => {
      const angle = (index * Math.PI) / 6;
      const x1 = 300 + Math.sin(angle) * 92;
      const y1 = 372 - Math.cos(angle) * 92;
      const x2 = 300 + Math.sin(angle) * (index % 3 === 0 ? 72 : 82);
      const y2 = 372 - Math.cos(angle) * (index % 3 === 0 ? 72 : 82);
      return line(
        `M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}`,
        '#f2f2f2',
        index % 3 === 0 ? 6 : 3,
      );
    });
    if (view === 'side') {
      return [
        shape('M270 60 C330 120 340 200 330 290 L270 290 C280 200 260 130 210 80 Z', p),
        shape('M330 454 C340 540 320 620 260 690 L210 660 C260 600 280 530 270 454 Z', p),
        `<rect x="250" y="260" width="110" height="224" rx="40" fill="#c8cbd0" stroke="#858a91" stroke-width="4"/>`,
        `<rect x="356" y="350" width="22" height="44" rx="6" fill="#a9adb3"/>`,
      ].join('');
    }
    return [
      shape('M250 60 L350 60 L340 262 L260 262 Z', p),
      shape('M260 482 L340 482 L350 690 L250 690 Z', p),
      ...[560, 600, 640].map((y) => `<ellipse cx="300" cy="${y}" rx="7" ry="9" fill="${p.dark}"/>`),
      `<rect x="424" y="350" width="26" height="44" rx="6" fill="#a9adb3" stroke="#858a91" stroke-width="2"/>`,
      `<circle cx="300" cy="372" r="130" fill="#c8cbd0" stroke="#858a91" stroke-width="5"/>`,
      `<circle cx="300" cy="372" r="108" fill="#1c1f24"/>`,
      `<circle cx="300" cy="372" r="108" fill="url(#gloss)" opacity="0.5"/>`,
      ...ticks,
      line('M300 372 L300 300', '#f2f2f2', 7),
      line('M300 372 L356 404', '#f2f2f2', 5),
      line('M300 372 L250 300', p.base === '#1f1f1f' ? '#d62b2b' : p.base, 3),
      `<circle cx="300" cy="372" r="9" fill="#f2f2f2"/>`,
    ].join('');
  },
  ball: (p, view) => {
    const seams =
      view === 'side'
        ? [
            line('M200 190 C260 300 260 460 200 570', p.dark, 4, 'opacity="0.45"'),
            line('M400 190 C340 300 340 460 400 570', p.dark, 4, 'opacity="0.45"'),
          ]
        : [
            line('M86 320 C200 380 400 380 514 320', p.dark, 4, 'opacity="0.45"'),
            line('M96 470 C220 420 380 420 504 470', p.dark, 4, 'opacity="0.45"'),
          ];
    return [
      `<circle cx="300" cy="380" r="220" fill="${p.fill}"/>`,
      `<circle cx="300" cy="380" r="220" fill="url(#gloss)"/>`,
      `<circle cx="300" cy="380" r="220" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
      ...seams,
      `<circle cx="300" cy="208" r="8" fill="${p.dark}"/>`,
    ].join('');
  },
  mat: (p, view) => {
    if (view === 'side') {
      return [
        shape('M150 620 L450 620 L400 180 L200 180 Z', p),
        ...[260, 340, 420, 500, 580].map((y) =>
          line(
            `M${200 - (y - 180) * 0.114} ${y} L${400 + (y - 180) * 0.114} ${y}`,
            p.dark,
            2,
            'opacity="0.3"',
          ),
        ),
      ].join('');
    }
    return [
      shape('M110 300 L480 300 L480 480 L110 480 Z', p),
      `<ellipse cx="480" cy="390" rx="46" ry="90" fill="${p.fill}" stroke="${p.dark}" stroke-width="3"/>`,
      `<ellipse cx="480" cy="390" rx="30" ry="60" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
      `<ellipse cx="480" cy="390" rx="14" ry="30" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
      area('M190 300 L222 300 L222 480 L190 480 Z', p.dark, 0.5),
      area('M370 300 L402 300 L402 480 L370 480 Z', p.dark, 0.5),
    ].join('');
  },
  bottle: (p, view) => {
    const loop = view === 'side' ? line('M345 130 C420 130 420 210 345 200', '#3a3d42', 8) : '';
    return [
      loop,
      `<rect x="255" y="100" width="90" height="70" rx="14" fill="#3a3d42"/>`,
      `<path d="M265 170 L335 170 L342 204 L258 204 Z" fill="#5a5e66"/>`,
      shape(
        'M250 200 L350 200 C385 230 400 260 400 300 L400 640 C400 665 380 680 355 680 L245 680 C220 680 200 665 200 640 L200 300 C200 260 215 230 250 200 Z',
        p,
      ),
      `<rect x="200" y="390" width="200" height="130" fill="#ffffff" opacity="0.55"/>`,
      `<rect x="240" y="430" width="120" height="14" rx="7" fill="${p.dark}" opacity="0.8"/><rect x="260" y="458" width="80" height="10" rx="5" fill="${p.dark}" opacity="0.5"/>`,
    ].join('');
  },
  band: (p, view) => {
    if (view === 'side') {
      return [
        `<ellipse cx="300" cy="330" rx="190" ry="80" fill="none" stroke="${p.dark}" stroke-width="44"/>`,
        `<ellipse cx="300" cy="330" rx="190" ry="80" fill="none" stroke="${p.fill}" stroke-width="38"/>`,
        `<ellipse cx="300" cy="460" rx="190" ry="80" fill="none" stroke="${p.dark}" stroke-width="44"/>`,
        `<ellipse cx="300" cy="460" rx="190" ry="80" fill="none" stroke="${p.fill}" stroke-width="38"/>`,
        `<ellipse cx="300" cy="460" rx="190" ry="80" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.3"/>`,
      ].join('');
    }
    const ring =
      'M300 170 C470 170 520 300 520 380 C520 500 420 590 300 590 C180 590 80 500 80 380 C80 300 130 170 300 170 Z';
    return [line(ring, p.dark, 54), line(ring, p.fill, 46), line(ring, '#ffffff', 8, 'opacity="0.25"')].join(
      '',
    );
  },
  rope: (p, view) => {
    if (view === 'side') {
      return [
        ...[0, 1, 2].map(
          (index) =>
            `<ellipse cx="300" cy="${360 + index * 14}" rx="${170 - index * 14}" ry="${110 - index * 10}" fill="none" stroke="${p.fill}" stroke-width="12"/>`,
        ),
        `<rect x="160" y="520" width="120" height="40" rx="18" fill="#2e3136"/><rect x="320" y="520" width="120" height="40" rx="18" fill="#2e3136"/>`,
      ].join('');
    }
    return [
      line('M170 480 C170 120 430 120 430 480', p.dark, 16),
      line('M170 480 C170 120 430 120 430 480', p.fill, 11),
      `<path d="M146 470 L194 470 L202 664 C202 676 192 684 178 684 L162 684 C148 684 138 676 138 664 Z" fill="#2e3136"/>`,
      `<path d="M406 470 L454 470 L462 664 C462 676 452 684 438 684 L422 684 C408 684 398 676 398 664 Z" fill="#2e3136"/>`,
      `<rect x="146" y="470" width="48" height="16" fill="${p.base}"/><rect x="406" y="470" width="48" height="16" fill="${p.base}"/>`,
    ].join('');
  },
  roller: (p, view) => {
    if (view === 'side') {
      return [
        `<circle cx="300" cy="380" r="170" fill="${p.fill}"/>`,
        `<circle cx="300" cy="380" r="170" fill="url(#gloss)"/>`,
        `<circle cx="300" cy="380" r="170" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
        `<circle cx="300" cy="380" r="58" fill="${p.dark}"/>`,
      ].join('');
    }
    const dots = [];
    for (let x = 170; x <= 420; x += 42)
      for (let y = 322; y <= 460; y += 40)
        dots.push(`<circle cx="${x}" cy="${y}" r="7" fill="${p.dark}" opacity="0.35"/>`);
    return [
      shape('M140 290 L460 290 L460 490 L140 490 C110 490 100 440 100 390 C100 340 110 290 140 290 Z', p),
      ...dots,
      `<ellipse cx="460" cy="390" rx="46" ry="100" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>`,
      `<ellipse cx="460" cy="390" rx="16" ry="34" fill="${p.dark}"/>`,
    ].join('');
  },
  brick: (p, view) => {
    const offset = view === 'side' ? -40 : 0;
    return [
      `<path d="M${170 + offset} 330 L${240 + offset} 270 L500 270 L430 330 Z" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>`,
      shape(`M${170 + offset} 330 L430 330 L430 560 L${170 + offset} 560 Z`, p),
      `<path d="M430 330 L500 270 L500 500 L430 560 Z" fill="${p.dark}" stroke="${p.dark}" stroke-width="3"/>`,
    ].join('');
  },
  strap: (p, view) => {
    const path =
      view === 'side'
        ? 'M150 560 C150 380 450 380 450 300 C450 200 200 200 220 330 C240 440 420 450 460 600'
        : 'M110 620 C180 280 420 660 490 200';
    return [
      line(path, p.dark, 46),
      line(path, p.fill, 40),
      line(path, '#ffffff', 4, 'stroke-dasharray="10 8" opacity="0.45"'),
      `<rect x="${view === 'side' ? 440 : 466}" y="${view === 'side' ? 586 : 150}" width="50" height="30" rx="10" fill="none" stroke="#a9adb3" stroke-width="9"/>`,
    ].join('');
  },
  video: (p) =>
    [
      `<path d="M260 520 L340 520 L364 610 L236 610 Z" fill="#9ca0a7"/>`,
      `<rect x="70" y="180" width="460" height="340" rx="24" fill="#1c1f24"/>`,
      `<rect x="90" y="200" width="420" height="300" rx="12" fill="${p.fill}"/>`,
      `<rect x="90" y="200" width="420" height="300" rx="12" fill="url(#shadeX)"/>`,
      `<circle cx="190" cy="270" r="22" fill="#ffffff" opacity="0.4"/>`,
      line(
        'M190 292 L190 380 M190 320 L140 300 M190 320 L240 300 M190 380 L150 450 M190 380 L235 440',
        '#ffffff',
        12,
        'opacity="0.4"',
      ),
      `<circle cx="340" cy="350" r="68" fill="#ffffff" opacity="0.92"/>`,
      `<path d="M318 312 L318 388 L382 350 Z" fill="${p.base}"/>`,
    ].join(''),
  giftcard: (p) =>
    [
      `<rect x="90" y="220" width="420" height="290" rx="28" fill="${p.fill}"/>`,
      `<rect x="90" y="220" width="420" height="290" rx="28" fill="url(#shadeX)"/>`,
      `<rect x="90" y="220" width="420" height="290" rx="28" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
      `<rect x="340" y="220" width="34" height="290" fill="#ffffff" opacity="0.85"/>`,
      `<rect x="90" y="330" width="420" height="34" fill="#ffffff" opacity="0.85"/>`,
      `<path d="M357 347 C318 286 270 296 288 336 C298 358 334 356 357 347 Z" fill="#ffffff" opacity="0.95" stroke="${p.dark}" stroke-width="2"/>`,
      `<path d="M357 347 C396 286 444 296 426 336 C416 358 380 356 357 347 Z" fill="#ffffff" opacity="0.95" stroke="${p.dark}" stroke-width="2"/>`,
      `<circle cx="357" cy="347" r="12" fill="#ffffff" stroke="${p.dark}" stroke-width="2"/>`,
      `<rect x="130" y="440" width="150" height="16" rx="8" fill="#ffffff" opacity="0.6"/>`,
    ].join(''),
};

/**
 * The box every product is framed in: centred horizontally, a little above the middle (the contact shadow sits
 * below it), and inside the central 82 % of the width that the 324:489 listing tiles show of a 600:744 image.
 */
export const FRAME = { width: 400, height: 520, centreX: 300, centreY: 350 } as const;

/** The flat light "studio" background of every product image (near the shop's `--color-surface`). */
export const STUDIO_BACKGROUND = '#efede9';

type Bounds = readonly [x: number, y: number, width: number, height: number];

/**
 * Where each drawing's ink lies in its own canvas coordinates, strokes included (measured by rendering it on a
 * transparent canvas and trimming; image-shapes.test.ts re-measures the framed result, so a changed drawing
 * with a stale entry fails there).
 */
const DRAWING_BOUNDS: Partial<Record<`${ImageKind}-${Exclude<ImageView, 'detail'>}`, Bounds>> = {
  'tee-front': [50, 136, 500, 515],
  'tee-back': [50, 134, 500, 517],
  'tank-front': [136, 108, 328, 543],
  'tank-back': [136, 108, 328, 543],
  'bra-front': [154, 108, 292, 358],
  'bra-back': [154, 108, 292, 358],
  'hoodie-front': [32, 24, 536, 618],
  'hoodie-back': [32, 60, 536, 582],
  'jacket-front': [32, 106, 536, 536],
  'jacket-back': [32, 106, 536, 536],
  'pants-front': [152, 108, 296, 554],
  'pants-back': [152, 108, 296, 554],
  'shorts-front': [146, 108, 308, 326],
  'shorts-back': [146, 108, 308, 326],
  'backpack-front': [168, 113, 264, 519],
  'backpack-side': [214, 135, 193, 501],
  'duffle-front': [108, 207, 384, 399],
  'duffle-side': [198, 223, 204, 385],
  'messenger-front': [116, 159, 368, 455],
  'messenger-side': [228, 172, 144, 430],
  'watch-front': [167, 58, 284, 634],
  'watch-side': [208, 58, 170, 634],
  'ball-front': [78, 158, 444, 444],
  'ball-side': [78, 158, 444, 444],
  'mat-front': [108, 298, 420, 184],
  'mat-side': [148, 178, 304, 444],
  'bottle-front': [198, 100, 204, 582],
  'bottle-side': [198, 100, 208, 582],
  'band-front': [53, 143, 494, 474],
  'band-side': [88, 228, 424, 334],
  'rope-front': [138, 202, 324, 482],
  'rope-side': [124, 244, 352, 316],
  'roller-front': [98, 288, 410, 204],
  'roller-side': [128, 208, 344, 344],
  'brick-front': [166, 267, 338, 296],
  'brick-side': [126, 267, 378, 296],
  'strap-front': [87, 145, 434, 498],
  'strap-side': [127, 205, 368, 418],
  'video-front': [70, 180, 460, 430],
  'giftcard-front': [88, 218, 424, 294],
};

function boundsOf(kind: ImageKind, view: Exclude<ImageView, 'detail'>): Bounds {
  const bounds = DRAWING_BOUNDS[`${kind}-${view}`];
  if (!bounds) throw new Error(`no bounds for ${kind}-${view}`);
  return bounds;
}

function framedViews(kind: ImageKind): Exclude<ImageView, 'detail'>[] {
  return IMAGE_KINDS[kind].views.filter((view): view is Exclude<ImageView, 'detail'> => view !== 'detail');
}

/** One scale per kind, the largest at which every view of it fits the frame: front and back look the same size. */
function kindScale(kind: ImageKind): number {
  return Math.min(
    ...framedViews(kind).map((view) => {
      const [, , width, height] = boundsOf(kind, view);
      return Math.min(FRAME.width / width, FRAME.height / height);
    }),
  );
}

/** Position of a view in the canvas once framed: its centre on the frame's centre, at its kind's scale. */
function framing(kind: ImageKind, view: Exclude<ImageView, 'detail'>) {
  const [x, y, width, height] = boundsOf(kind, view);
  const scale = kindScale(kind);
  return {
    scale,
    width: width * scale,
    height: height * scale,
    transform: `translate(${FRAME.centreX} ${FRAME.centreY}) scale(${round(scale)}) translate(${-(x + width / 2)} ${-(y + height / 2)})`,
  };
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/** The drawing moved and scaled into the frame (no shadow, no background). */
export function framedDrawing(kind: ImageKind, paint: Paint, view: Exclude<ImageView, 'detail'>): string {
  return `<g transform="${framing(kind, view).transform}">${drawings[kind](paint, view, false)}</g>`;
}

/** The framed drawing with its contact shadow (to place on a product image or a banner). */
function garmentGroup(kind: ImageKind, paint: Paint, view: Exclude<ImageView, 'detail'>): string {
  const frame = framing(kind, view);
  const floor = FRAME.centreY + frame.height / 2 + 12;
  return `<ellipse cx="${FRAME.centreX}" cy="${round(floor)}" rx="${round(Math.max(80, frame.width * 0.5))}" ry="18" fill="url(#floor)"/>
${framedDrawing(kind, paint, view)}`;
}

/** Detail view: the framed front magnified on the chest (tops, gear) or the waistband (bottoms), the weave visible. */
function detailGroup(kind: ImageKind, paint: Paint): string {
  const frame = framing(kind, 'front');
  const top = FRAME.centreY - frame.height / 2;
  const focusY = top + frame.height * (kind === 'pants' || kind === 'shorts' ? 0.14 : 0.3);
  const zoom = 1.9;
  return `<g transform="translate(${FRAME.centreX} ${CANVAS.height / 2}) scale(${zoom}) translate(${-FRAME.centreX} ${round(-focusY)})"><g transform="${frame.transform}">${drawings[kind](paint, 'front', true)}</g></g>`;
}

export function productSvg(kind: ImageKind, paint: Paint, view: ImageView): string {
  clipSequence = 0;
  const { width, height } = CANVAS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${DEFS}
<rect width="${width}" height="${height}" fill="${STUDIO_BACKGROUND}"/>
${view === 'detail' ? detailGroup(kind, paint) : garmentGroup(kind, paint, view)}
</svg>`;
}

export interface BannerItem {
  kind: ImageKind;
  paint: Paint;
  /** Centre x and scale of the 600×744 drawing within the banner. */
  x: number;
  scale: number;
}

/** A wide banner: a two-tone background with a few garments standing side by side. */
export function bannerSvg(
  width: number,
  height: number,
  background: [string, string],
  items: BannerItem[],
): string {
  clipSequence = 0;
  const groups = items
    .map((item) => {
      const top = height / 2 - FRAME.centreY * item.scale;
      return `<g transform="translate(${item.x - 300 * item.scale} ${top}) scale(${item.scale})">${garmentGroup(item.kind, item.paint, 'front')}</g>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${DEFS}
<defs><linearGradient id="banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#banner)"/>
<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.55}" fill="#ffffff" opacity="0.12"/>
<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.4}" fill="#ffffff" opacity="0.08"/>
${groups}
</svg>`;
}

export function placeholderSvg(): string {
  const { width, height } = CANVAS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#f2f2f2"/>
<path d="${TEE}" fill="#dcdcdc" transform="translate(120 170) scale(0.6)"/>
</svg>`;
}
