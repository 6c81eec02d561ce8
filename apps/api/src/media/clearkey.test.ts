import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url.js';
import { clipKey } from './cenc/clip-key.js';
import { clearKeyLicence, LicenceRequestError, parseLicenceRequest } from './clearkey.js';

const SECRET = 'licence-secret';
const lights = clipKey(SECRET, 'northern-lights');
const city = clipKey(SECRET, 'city-rhythm');

describe('ClearKey licences', () => {
  it('grant the key of a clip the viewer may play, keyed by its kid', () => {
    const request = parseLicenceRequest({ kids: [toBase64Url(lights.kid)], type: 'temporary' });
    expect(clearKeyLicence(request, SECRET, ['northern-lights'])).toEqual({
      keys: [{ kty: 'oct', kid: toBase64Url(lights.kid), k: toBase64Url(lights.key) }],
      type: 'temporary',
    });
  });

  it('leave out key ids the viewer is not entitled to or that no clip has', () => {
    const request = parseLicenceRequest({ kids: [toBase64Url(city.kid), toBase64Url(Buffer.alloc(16, 1))] });
    expect(clearKeyLicence(request, SECRET, ['northern-lights']).keys).toEqual([]);
  });

  it('refuse requests that are not ClearKey licence requests', () => {
    for (const body of [null, 'kids', {}, { kids: [] }, { kids: ['short'] }, { kids: [toBase64Url(lights.kid)], type: 'forever' }]) {
      expect(() => parseLicenceRequest(body)).toThrow(LicenceRequestError);
    }
  });
});

describe('base64url', () => {
  it('round-trips bytes without padding and rejects other alphabets', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0x00, 0x3e]);
    expect(toBase64Url(bytes)).toBe('-_8APg');
    expect(fromBase64Url('-_8APg')).toEqual(bytes);
    expect(fromBase64Url('+/8APg==')).toBeNull();
  });
});
