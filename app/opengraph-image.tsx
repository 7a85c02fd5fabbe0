import { ImageResponse } from 'next/og';
import { site } from '@/lib/config/site';
import { shareImage } from '@/lib/seo/metadata';

export const alt = shareImage.alt;
export const size = { width: shareImage.width, height: shareImage.height };
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: 80,
          background: '#0b1120',
          color: '#e5e7eb',
        }}
      >
        <div style={{ fontSize: 40, color: '#fbbf24', fontWeight: 700 }}>{site.brand}</div>
        <div style={{ fontSize: 76, fontWeight: 700, marginTop: 24 }}>{site.tagline}</div>
        <div style={{ fontSize: 32, marginTop: 24, color: '#a3adc2' }}>
          Press releases for Web3, fintech and tech companies in Asia and beyond
        </div>
      </div>
    ),
    size,
  );
}
