import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for the French address API on 127.0.0.1: 12 house numbers of one street, whatever the query. */
export function fakeAddressService(): Promise<{ server: Server; url: string; queries: URLSearchParams[] }> {
  const queries: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    queries.push(url.searchParams);
    const features = Array.from({ length: 12 }, (_, index) => ({
      type: 'Feature',
      properties: {
        label: `${index + 1} Rue du Départ 75015 Paris`,
        name: `${index + 1} Rue du Départ`,
        postcode: '75015',
        city: 'Paris',
      },
    }));
    response
      .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(JSON.stringify({ type: 'FeatureCollection', features }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, queries }),
    ),
  );
}
