import sharp from 'sharp';
const [,, input, output, top = '0', height = '1400', scale = '1'] = process.argv;
const meta = await sharp(input).metadata();
const h = Math.min(Number(height), meta.height - Number(top));
await sharp(input).extract({ left: 0, top: Number(top), width: meta.width, height: h }).resize(Math.round(meta.width * Number(scale))).toFile(output);
