// Renders the media kit's raster files from its SVG sources in public/media-kit (docs/operations.md,
// "Media kit"): PNG logos 1,600 px wide and the mark at 1,024 px, the portrait as a 1,200 × 1,500 JPEG
// and the 400 px rendition the page previews it with.
// Run after changing an SVG (`npm run media-kit:render`) and commit the output with it.
import path from 'node:path';
import sharp from 'sharp';

const folder = path.join(process.cwd(), 'public', 'media-kit');

const renders = [
  { from: 'kairo-pr-logo-light.svg', to: 'kairo-pr-logo-light.png', width: 1600 },
  { from: 'kairo-pr-logo-dark.svg', to: 'kairo-pr-logo-dark.png', width: 1600 },
  { from: 'kairo-pr-mark.svg', to: 'kairo-pr-mark.png', width: 1024 },
  { from: 'linh-tran.svg', to: 'linh-tran.jpg', width: 1200 },
  { from: 'linh-tran.svg', to: 'linh-tran-preview.jpg', width: 400 },
];

for (const { from, to, width } of renders) {
  const image = sharp(path.join(folder, from), { density: 600 }).resize({ width });
  const output = to.endsWith('.jpg') ? image.jpeg({ quality: 88, mozjpeg: true }) : image.png({ compressionLevel: 9 });
  const info = await output.toFile(path.join(folder, to));
  console.log(`${to}: ${info.width} × ${info.height}, ${info.size} bytes`);
}
