/**
 * Hashes made before (by the `argon2` npm package, fixed here as it wrote them) still open
 * their accounts, and new ones are written in the same form.
 */
import { parseArgon2Hash } from './argon2Phc';
import { hashPassword, verificationCount, verifyOrDummy, verifyPassword } from './passwords';

const BY_THE_PACKAGE = {
  plain: {
    password: 'correct horse battery staple',
    hash: '$argon2id$v=19$m=19456,p=1,t=2$iy4tfJXV7vyrRoO515S3KA$LlTm4vzAdnxPN/b/4CNHSrSjfBHQnrST+qXLi1TkwR4',
  },
  unicode: {
    password: 'Pässwörd 🙂 with ünïcode',
    hash: '$argon2id$v=19$m=19456,p=1,t=2$EYvXeOgKXCix7tT3WJQKHw$G2g2ZbBI2Mne/E/x9izaM+FB+q2kMBXrS2oWIzXJbNc',
  },
  otherCosts: {
    password: 'x',
    hash: '$argon2id$v=19$m=8192,p=1,t=3$x8vUY8tDdrAaGpstZU1MeA$4HFfRwbyDM31kNYPT4hahzgv9BrNg9d+N5bCWiUsnQQ',
  },
  argon2i: {
    password: 'x',
    hash: '$argon2i$v=19$m=8192,p=1,t=3$QwG7FGDvGaQbS0tXTpvTTw$4hN9sUANWXlw66m0SfY5Z61r4AxAjlyCMJUTo2QVk94',
  },
};

describe('password hashes', () => {
  it.each(Object.entries(BY_THE_PACKAGE))(
    'verifies a hash the argon2 package made (%s), and only with its password',
    async (_name, { password, hash }) => {
      expect(await verifyPassword(hash, password)).toBe(true);
      expect(await verifyPassword(hash, `${password} `)).toBe(false);
      expect(await verifyPassword(hash, password.toUpperCase())).toBe(false);
    },
  );

  it('verifies a hash written with its parameters in the reference order', async () => {
    const { password, hash } = BY_THE_PACKAGE.plain;
    expect(await verifyPassword(hash.replace('p=1,t=2', 't=2,p=1'), password)).toBe(true);
  });

  it('writes argon2id at 19 MiB and 2 passes, as the argon2 package did, with a fresh salt', async () => {
    const first = await hashPassword('long enough 1');
    const second = await hashPassword('long enough 1');
    const format = /^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;
    expect(first).toMatch(format);
    expect(second).toMatch(format);
    expect(parseArgon2Hash(first)?.salt).not.toEqual(parseArgon2Hash(second)?.salt);
    expect(await verifyPassword(first, 'long enough 1')).toBe(true);
    expect(await verifyPassword(first, 'long enough 2')).toBe(false);
  });

  it('answers false for what is not a hash, or a tag of another length', async () => {
    const { password, hash } = BY_THE_PACKAGE.plain;
    expect(await verifyPassword('', password)).toBe(false);
    expect(await verifyPassword('not a hash', password)).toBe(false);
    expect(await verifyPassword(hash.slice(0, -4), password)).toBe(false);
  });

  it('costs one verification with or without a hash, and is false without one', async () => {
    const { password, hash } = BY_THE_PACKAGE.plain;
    let before = verificationCount();
    expect(await verifyOrDummy(undefined, password)).toBe(false);
    expect(verificationCount() - before).toBe(1);
    before = verificationCount();
    expect(await verifyOrDummy(hash, password)).toBe(true);
    expect(verificationCount() - before).toBe(1);
  });
});
