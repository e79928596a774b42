import CryptoJS from 'crypto-js';
import { ConfigFailedError } from '@casino/shared';
import { decryptSiteConfig } from './config';

const KEY = 'k3y';
const enc = (obj: unknown, key = KEY) => CryptoJS.AES.encrypt(JSON.stringify(obj), key).toString();
const good = { config: { VARIABLES: { title: '카지노' }, WEB_VARIABLES: { theme: 'light' }, front_api_domain: 'http://api' } };

test('decrypts the passphrase form into data.config', () => {
  expect(decryptSiteConfig(enc(good), KEY)).toEqual(good.config);
});

test.each([
  ['not base64 text', 'this is {not} base64!'],
  ['empty', '   '],
  ['wrong passphrase', enc(good, 'other')],
  ['no API domain', enc({ config: { VARIABLES: { title: 'x' }, WEB_VARIABLES: {} } })],
])('%s → CONFIG_FAILED', (_name, payload) => {
  expect(() => decryptSiteConfig(payload, KEY)).toThrow(ConfigFailedError);
});
