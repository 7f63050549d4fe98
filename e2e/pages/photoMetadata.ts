import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/** A phone photo: a JPEG whose EXIF holds where it was taken. */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3cb48c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 2/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '31/1 14/1 0/1',
      },
    })
    .toBuffer();
}

/** The bytes a signed-in reader downloads carry no metadata at all. */
export async function expectNoMetadata(reader: APIRequestContext, url: string) {
  const served = await (await reader.get(url)).body();
  const metadata = await sharp(served).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.exif).toBeUndefined();
  expect(served.includes('Exif')).toBe(false);
  expect(served.includes('PhoneMaker')).toBe(false);
}
