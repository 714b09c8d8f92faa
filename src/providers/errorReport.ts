import { tokenStorage } from './tokenStorage';

export interface FailedCall {
  endpoint: string;
  method: string;
  status: number;
  details: string;
}

/**
 * Error reports (docs/error-reports.md): every failed call except a 404 is posted with the page, the time
 * and the company / employee named by the access token. Reporting never throws and never reports itself.
 */
export function reportFailedCall(apiUrl: string, call: FailedCall): void {
  if (call.status === 404) return;
  const claims = tokenStorage.claims();
  const report = {
    details: call.details.slice(0, 4000),
    status: call.status,
    timestamp: new Date().toISOString(),
    url: window.location.href,
    companyId: claims?.companyId ?? null,
    employeeId: claims?.employeeId ?? null,
    endpoint: call.endpoint,
    protocol: call.method,
  };
  fetch(`${apiUrl}/error-reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}
