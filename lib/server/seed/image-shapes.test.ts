/**
 * The generated product images seen as a merchandiser would: every product centred in the same frame at the
 * same scale, on the same light background, in the colour of its swatch; and the same input gives the same bytes.
 */
import sharp from 'sharp';
import { COLORS } from './attributes';
import { CANVAS, FRAME, framedDrawing, paintFor, productSvg, STUDIO_BACKGROUND } from './image-shapes';
import { APPAREL_COLORS, IMAGE_KINDS, type ImageKind, type ImageView } from './kinds';

type FramedView = Exclude<ImageView, 'detail'>;

const svgOf = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">${body}</svg>`;

/** RGBA pixels of a drawing on a transparent canvas. */
async function pixels(body: string): Promise<Buffer> {
  return sharp(Buffer.from(svgOf(body)), { density: 72 }).ensureAlpha().raw().toBuffer();
}

/** Bounding box of everything drawn (alpha > 0). */
function inkBox(rgba: Buffer) {
  let left: number = CANVAS.width;
  let top: number = CANVAS.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < CANVAS.height; y++) {
    for (let x = 0; x < CANVAS.width; x++) {
      if (rgba[(y * CANVAS.width + x) * 4 + 3]! === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** CIE L*a*b* (D65) of an sRGB colour. */
function lab([r, g, b]: [number, number, number]): [number, number, number] {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const deltaE = (a: [number, number, number], b: [number, number, number]) => Math.hypot(...a.map((value, index) => value - b[index]!));

/** Share of the fully opaque pixels (the garment, shading and details included) within ΔE 10 of a colour. */
function shareNear(rgba: Buffer, target: [number, number, number]): number {
  const reference = lab(target);
  let [near, all] = [0, 0];
  for (let index = 0; index < rgba.length; index += 4) {
    if (rgba[index + 3] !== 255) continue;
    all++;
    if (deltaE(lab([rgba[index]!, rgba[index + 1]!, rgba[index + 2]!]), reference) < 10) near++;
  }
  return near / all;
}

const framedViews = (Object.entries(IMAGE_KINDS) as [ImageKind, (typeof IMAGE_KINDS)[ImageKind]][]).flatMap(([kind, spec]) =>
  spec.views.filter((view): view is FramedView => view !== 'detail').map((view) => [kind, view] as const),
);
const hexOf = (label: string) => COLORS.find((color) => color.label === label)!.hex;

describe('product image framing', () => {
  const boxes = new Map<string, ReturnType<typeof inkBox>>();
  beforeAll(async () => {
    for (const [kind, view] of framedViews) boxes.set(`${kind}-${view}`, inkBox(await pixels(framedDrawing(kind, paintFor('#1e6fd9'), view))));
  }, 60_000);

  it.each(framedViews)('centres %s (%s) on the frame and keeps it inside', (kind, view) => {
    const box = boxes.get(`${kind}-${view}`)!;
    expect(Math.abs(box.left + box.width / 2 - FRAME.centreX)).toBeLessThanOrEqual(3);
    expect(Math.abs(box.top + box.height / 2 - FRAME.centreY)).toBeLessThanOrEqual(3);
    expect(box.width).toBeLessThanOrEqual(FRAME.width + 3);
    expect(box.height).toBeLessThanOrEqual(FRAME.height + 3);
  });

  it.each(Object.keys(IMAGE_KINDS) as ImageKind[])('draws %s as large as the frame allows (one side of one view touches it)', (kind) => {
    const views = framedViews.filter(([entry]) => entry === kind).map(([, view]) => boxes.get(`${kind}-${view}`)!);
    const fill = Math.max(...views.map((box) => Math.max(box.width / FRAME.width, box.height / FRAME.height)));
    expect(fill).toBeGreaterThan(0.98);
  });

  it('keeps the products inside the part of the image a listing tile shows (324:489 of 600:744, centred)', () => {
    const visibleWidth = CANVAS.height * (324 / 489);
    expect(FRAME.width).toBeLessThan(visibleWidth * 0.9);
  });
});

describe('product image colour and background', () => {
  it.each(APPAREL_COLORS)('paints a %s garment mostly in its swatch colour (within ΔE 10)', async (color) => {
    for (const kind of ['tee', 'hoodie', 'pants'] as const) {
      const share = shareNear(await pixels(framedDrawing(kind, paintFor(hexOf(color)), 'front')), hexToRgb(hexOf(color)));
      expect(share).toBeGreaterThan(0.75);
    }
  });

  it('puts every product on the same flat light background', async () => {
    const corners = async (kind: ImageKind, view: ImageView) => {
      const { data, info } = await sharp(Buffer.from(productSvg(kind, paintFor('#1f1f1f'), view))).raw().toBuffer({ resolveWithObject: true });
      return [0, info.width - 1, (info.height - 1) * info.width, info.height * info.width - 1].map((pixel) =>
        `#${[0, 1, 2].map((channel) => data[pixel * info.channels + channel]!.toString(16).padStart(2, '0')).join('')}`,
      );
    };
    for (const [kind, view] of [['tee', 'front'], ['watch', 'side'], ['mat', 'front'], ['jacket', 'back']] as const) {
      expect(await corners(kind, view)).toEqual(Array(4).fill(STUDIO_BACKGROUND));
    }
    expect(lab(hexToRgb(STUDIO_BACKGROUND))[0]).toBeGreaterThan(90);
  });

  it('gives the same bytes for the same product, colour and view', async () => {
    const render = () => sharp(Buffer.from(productSvg('tee', paintFor(hexOf('Green')), 'detail'))).jpeg({ quality: 85 }).toBuffer();
    expect(productSvg('hoodie', paintFor(hexOf('Navy')), 'detail')).toBe(productSvg('hoodie', paintFor(hexOf('Navy')), 'detail'));
    expect((await render()).equals(await render())).toBe(true);
  });
});
