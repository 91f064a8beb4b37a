import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import type { PasskeyAuthenticationResponse, PasskeyCreationOptions, PasskeyRegistrationResponse, PasskeyRequestOptions } from '@portal/contracts/admin-auth';

// A software authenticator, so passkey registration and sign-in run through the real @simplewebauthn/server: an ES256
// key pair from node:crypto, `none` attestation, the authenticator data and attestation object laid out as WebAuthn
// §6.1 and §6.5 say, CBOR by @levischuck/tiny-cbor (the encoder the server library itself depends on). It keeps a
// signature counter, which tests may set back to play a cloned authenticator.

const b64u = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** User present + user verified. */
const FLAGS_UP_UV = 0x01 | 0x04;
const FLAG_ATTESTED = 0x40;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly coseKey: Uint8Array;
  counter = 0;

  constructor(
    /** The origin the "browser" reports (clientDataJSON.origin). */
    readonly origin: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
    this.coseKey = encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, flags: number, attested: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts = [sha256(rpId), Buffer.from([flags | (attested ? FLAG_ATTESTED : 0)]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.coseKey));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(options), as @simplewebauthn/browser would hand it to the server. */
  register(options: PasskeyCreationOptions, overrides: { origin?: string; rpId?: string } = {}): PasskeyRegistrationResponse {
    const authData = this.authenticatorData(overrides.rpId ?? options.rp.id ?? '', FLAGS_UP_UV, true);
    const attestationObject = encodeCBOR(new Map<string, CBORType>([['fmt', 'none'], ['attStmt', new Map<string, CBORType>()], ['authData', authData]]));
    return {
      id: b64u(this.credentialId),
      rawId: b64u(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64u(this.clientData('webauthn.create', options.challenge, overrides.origin)),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get(options): signs authenticatorData ‖ SHA-256(clientDataJSON), counter moved on by one. */
  authenticate(options: PasskeyRequestOptions, overrides: { origin?: string; challenge?: string } = {}): PasskeyAuthenticationResponse {
    this.counter += 1;
    const authData = this.authenticatorData(options.rpId ?? '', FLAGS_UP_UV, false);
    const clientData = this.clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: b64u(this.credentialId),
      rawId: b64u(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64u(clientData), authenticatorData: b64u(authData), signature: b64u(signature) },
    };
  }
}
