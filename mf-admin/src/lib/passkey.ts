import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { passkeyAuthenticationOptions, passkeyRegistrationOptions, registerPasskey, verifyPasskey } from '../api/auth';

// A passkey ceremony is the server's options, the browser's prompt (@simplewebauthn/browser), then the server's check.

export async function enrolPasskey(label?: string) {
  const optionsJSON = await passkeyRegistrationOptions();
  const response = await startRegistration({ optionsJSON });
  return registerPasskey(label ? { response, label } : { response });
}

export async function provePasskey() {
  const optionsJSON = await passkeyAuthenticationOptions();
  const response = await startAuthentication({ optionsJSON });
  return verifyPasskey({ response });
}
