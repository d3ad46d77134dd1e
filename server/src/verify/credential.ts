/**
 * A profile record as an Open Badges 3.0 credential (an OpenBadgeCredential: the school as
 * issuer Profile, the pupil as an AchievementSubject named by an IdentityObject, each skill a
 * ResultDescription with its rating as a Result, the evidence titles as Evidence), secured as
 * a JWT by the school's key with jose (VC-JOSE-COSE: the credential is the JWT's payload,
 * `typ` vc+jwt), and delivered as the VC 2.0 EnvelopedVerifiableCredential JSON around it.
 * The key's `kid` is its thumbprint; `jku` names the school's JWKS, which keeps every key.
 */
import { SignJWT } from 'jose';
import type { StoredRecord } from './profileRecords';
import { verifyUrl } from './profileRecords';
import { SIGNING_ALGORITHM, type SigningKey } from './signingKeys';

export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

/** Where a school is described and its keys published, under the app's public address. */
export function issuerUrls(publicBaseUrl: string, schoolId: number) {
  const issuer = `${publicBaseUrl}verify/schools/${schoolId}`;
  return { issuer, jwks: `${issuer}/jwks.json` };
}

export function openBadgeCredential(record: StoredRecord, publicBaseUrl: string) {
  const { issuer } = issuerUrls(publicBaseUrl, record.school_id);
  const id = verifyUrl(publicBaseUrl, record.public_id);
  const { statement } = record;
  const name = `Skills profile: ${statement.project_name}`;
  const skillId = (i: number) => `${id}#skill-${i + 1}`;
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name,
    issuer: { id: issuer, type: ['Profile'], name: statement.school_name },
    validFrom: statement.issued_at,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: statement.pupil_name,
        },
      ],
      achievement: {
        id: `${id}#achievement`,
        type: ['Achievement'],
        name,
        description: `${statement.pupil_name}'s self-assessment of their skills in ${statement.project_name} at ${statement.school_name}, each rated from 0 to 10, as their profile stated it.`,
        criteria: {
          narrative:
            'The pupil rated themselves on each skill in their school assessment rounds and chose what this profile shows.',
        },
        resultDescription: statement.skills.map((skill, i) => ({
          id: skillId(i),
          type: ['ResultDescription'],
          name: skill.area === null ? skill.skill : `${skill.area}: ${skill.skill}`,
          resultType: 'RawScore',
          valueMin: '0',
          valueMax: '10',
        })),
      },
      result: statement.skills.flatMap((skill, i) =>
        skill.rating === null
          ? []
          : [{ type: ['Result'], resultDescription: skillId(i), value: String(skill.rating) }],
      ),
    },
    evidence: statement.evidence.map((title) => ({ type: ['Evidence'], name: title })),
  };
}

/** The signed credential as the file the pupil downloads. */
export async function signedCredential(
  record: StoredRecord,
  publicBaseUrl: string,
  key: SigningKey,
): Promise<{ jwt: string; file: string }> {
  const credential = openBadgeCredential(record, publicBaseUrl);
  const { issuer, jwks } = issuerUrls(publicBaseUrl, record.school_id);
  const jwt = await new SignJWT(credential)
    .setProtectedHeader({
      alg: SIGNING_ALGORITHM,
      typ: 'vc+jwt',
      cty: 'vc',
      kid: key.kid,
      jku: jwks,
    })
    .setIssuer(issuer)
    .setJti(credential.id)
    .setIssuedAt(Math.floor(Date.parse(record.issued_at) / 1000))
    .sign(key.privateKey);
  const envelope = {
    '@context': [VC_CONTEXT],
    id: `data:application/vc+jwt,${jwt}`,
    type: 'EnvelopedVerifiableCredential',
  };
  return { jwt, file: `${JSON.stringify(envelope, null, 2)}\n` };
}
