import { cspNonce } from '@portal/shared/config';

// The page's CSP allows inline styles only with its nonce (docs/adr/0022): webpack gives it to the <style> elements
// the shell's libraries add at run time. Each remote does the same in its own ./routes, for its own webpack runtime.
__webpack_nonce__ = cspNonce();
// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
