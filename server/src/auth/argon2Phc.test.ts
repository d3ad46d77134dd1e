import { formatArgon2Hash, parseArgon2Hash } from './argon2Phc';

/** Made by the `argon2` npm package (0.45.1), which hashed every password before. */
const BY_THE_PACKAGE =
  '$argon2id$v=19$m=19456,p=1,t=2$iy4tfJXV7vyrRoO515S3KA$LlTm4vzAdnxPN/b/4CNHSrSjfBHQnrST+qXLi1TkwR4';

describe('argon2 hashes as stored', () => {
  it('reads the parts of a hash the argon2 package wrote, and writes it back the same', () => {
    const parsed = parseArgon2Hash(BY_THE_PACKAGE);
    expect(parsed).toMatchObject({ type: 'argon2id', memory: 19456, passes: 2, parallelism: 1 });
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.tag).toHaveLength(32);
    expect(parsed && formatArgon2Hash(parsed)).toBe(BY_THE_PACKAGE);
  });

  it('reads the parameters in the reference order (m, t, p) too', () => {
    const referenceOrder = BY_THE_PACKAGE.replace('m=19456,p=1,t=2', 'm=19456,t=2,p=1');
    expect(parseArgon2Hash(referenceOrder)).toEqual(parseArgon2Hash(BY_THE_PACKAGE));
  });

  it.each([
    ['empty', ''],
    ['bcrypt', '$2b$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234'],
    ['another version', BY_THE_PACKAGE.replace('v=19', 'v=16')],
    ['no version', BY_THE_PACKAGE.replace('v=19$', '')],
    ['a parameter missing', BY_THE_PACKAGE.replace(',t=2', '')],
    ['a parameter twice', BY_THE_PACKAGE.replace('t=2', 't=2,t=3')],
    ['an unknown parameter', BY_THE_PACKAGE.replace('t=2', 't=2,x=1')],
    ['memory beyond the cap', BY_THE_PACKAGE.replace('m=19456', 'm=99999999')],
    ['passes beyond the cap', BY_THE_PACKAGE.replace('t=2', 't=1000')],
    ['no passes', BY_THE_PACKAGE.replace('t=2', 't=0')],
    ['a short salt', BY_THE_PACKAGE.replace('iy4tfJXV7vyrRoO515S3KA', 'iy4t')],
    ['padding', `${BY_THE_PACKAGE}=`],
    ['trailing text', `${BY_THE_PACKAGE}$more`],
  ])('refuses %s', (_what, encoded) => {
    expect(parseArgon2Hash(encoded)).toBeUndefined();
  });
});
