/**
 * Live schema loading never leaks the tokens it takes from the environment: not to another origin
 * through a redirect, not in an error that echoes the token (or its bare or lowercased part), not
 * from a password in the URL. Real `node:http` servers on loopback, no mocked fetch; the CLI case
 * runs the compiled command (build first: npx tsc -p tsconfig.json).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SunsetError } from '../src/errors.js';
import { introspectEndpoint } from '../src/schema/introspect-endpoint.js';
import { loadSchema } from '../src/schema/load-schema.js';
import { binPath, repoRoot } from './helpers/run-cli.js';
import { rejection } from './helpers/rejection.js';

const SVC_TOKEN = 'SECRET123';
const BEARER_TOKEN = 'SECRET456';
const URL_PASSWORD = 'SECRET789';
/** Longer than the 10 characters of a body JSON.parse's message quotes. */
const LONG_TOKEN = 'ghp_Zq8xW3vN7kLm2Pt9Rb4Yc6Hd1Jf5Gs0UaEw';
const SECRETS = [SVC_TOKEN, BEARER_TOKEN, URL_PASSWORD, LONG_TOKEN];
const ENV = { SVC_AUTH_TOKEN: SVC_TOKEN, SUNSET_SCHEMA_AUTHORIZATION: `Bearer ${BEARER_TOKEN}` };
const INTROSPECTION = introspectionFromSchema(buildSchema('type Query { hello: String @deprecated(reason: "Gone.") }'));

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type Handler = (request: Seen, response: ServerResponse) => void;

/** A server on its own loopback port (so its own origin) that records every request it answers. */
async function startServer(handler: Handler): Promise<{ server: Server; base: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

function sendJson(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(payload));
}

/** The credential a careless server would echo: SVC-Auth, else the part of Authorization after its scheme. */
function bareToken(headers: IncomingHttpHeaders): string {
  return String(headers['svc-auth'] ?? headers['authorization']?.split(' ').at(-1) ?? 'none');
}

/** The error is one line and names no secret, in any letter case, anywhere it can be printed. */
function expectSafe(error: SunsetError): void {
  const line = error.toLine();
  expect(line).not.toMatch(/[\r\n]/);
  const printable = [line, error.message, String(error.file), String(error.stack)].join(' ').toLowerCase();
  for (const secret of SECRETS) expect(printable).not.toContain(secret.toLowerCase());
  // Nor a piece of the long token: a server's text cut short quotes only its start.
  for (let at = 0; at + 6 <= LONG_TOKEN.length; at++) expect(printable).not.toContain(LONG_TOKEN.slice(at, at + 6).toLowerCase());
}

// Origin A: the endpoint the user names. Origin B: somewhere A redirects to. Origin C: a server that echoes tokens.
let a: Awaited<ReturnType<typeof startServer>>;
let b: Awaited<ReturnType<typeof startServer>>;
let c: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  b = await startServer((_request, response) => sendJson(response, 200, { data: INTROSPECTION }));
  a = await startServer((request, response) => {
    const redirect = /^\/redirect-(away|same|loop)-(\d+)$/.exec(request.url);
    if (redirect) {
      const to = { away: `${b.base}/graphql`, same: '/graphql', loop: request.url }[redirect[1] as 'away' | 'same' | 'loop'];
      response.writeHead(Number(redirect[2]), { location: to });
      response.end();
      return;
    }
    // The real endpoint: only a POST with the platform's token gets the schema.
    if (request.method !== 'POST' || request.headers['svc-auth'] !== SVC_TOKEN || !request.body.includes('__schema')) {
      sendJson(response, 403, { errors: [{ message: 'forbidden' }] });
      return;
    }
    sendJson(response, 200, { data: INTROSPECTION });
  });
  c = await startServer((request, response) => {
    const token = bareToken(request.headers);
    if (request.url === '/plain') {
      // Text, not JSON, starting with the token: JSON.parse's message quotes its first 10 characters.
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`${token} rejected`);
      return;
    }
    if (request.url === '/glued') {
      // Pieces of the token glued to other text (URL-encoded, or inside a longer name).
      sendJson(response, 200, { errors: [{ message: `bad header a%20${token.slice(0, 12)} for type X${token.slice(8, 20)}y` }] });
      return;
    }
    if (request.url === '/scheme') {
      sendJson(response, 200, { errors: [{ message: '401: Bearer token required; scheme bearer' }] });
      return;
    }
    if (request.url === '/type-name') {
      // A schema naming its query type after the token: graphql-js's error about it names the type.
      sendJson(response, 200, { data: { __schema: { queryType: { name: token }, types: [] } } });
      return;
    }
    if (request.url === '/html') {
      // An error page starting with the token: JSON.parse's message quotes it, newlines included.
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`\n${token}\n<html>\n<body>Sign in</body>\n</html>\n`);
      return;
    }
    // A Basic credential decoded: user:password.
    const basic = Buffer.from(token, 'base64').toString('utf8');
    const echoed = { '/lower': token.toLowerCase(), '/basic': basic }[request.url] ?? token;
    const message = request.url === '/long' ? `${'x'.repeat(5000)} ${echoed}` : `invalid credential ${echoed}\nsee the logs`;
    sendJson(response, 200, { errors: [{ message }] });
  });
});

afterAll(async () => {
  await Promise.all([stopServer(a?.server), stopServer(b?.server), stopServer(c?.server)]);
});

describe('redirects', () => {
  it.each([302, 307, 308])('a %i to another origin sends it no credential, and the error names no secret', async (status) => {
    b.seen.length = 0;
    const error = await rejection(introspectEndpoint(`${a.base}/redirect-away-${status}`, ENV));
    for (const request of b.seen) {
      expect(request.headers['svc-auth']).toBeUndefined();
      expect(request.headers['authorization']).toBeUndefined();
    }
    expect(error.message).toBe(`cannot introspect schema: redirected to another origin (${b.base}); not sending credentials there`);
    expectSafe(error);
  });

  it('a 307 within the origin is followed with the POST, its body and the token', async () => {
    a.seen.length = 0;
    const result = await introspectEndpoint(`${a.base}/redirect-same-307`, ENV);
    expect(result.__schema.queryType.name).toBe('Query');
    expect(a.seen.map((request) => [request.method, request.url, request.headers['svc-auth']])).toEqual([
      ['POST', '/redirect-same-307', SVC_TOKEN],
      ['POST', '/graphql', SVC_TOKEN],
    ]);
  });

  it('a 302 within the origin (which fetch would turn into a GET) is an error', async () => {
    const error = await rejection(introspectEndpoint(`${a.base}/redirect-same-302`, ENV));
    expect(error.message).toMatch(/^cannot introspect schema: HTTP 302 redirect/);
    expectSafe(error);
  });

  it('a redirect loop stops', async () => {
    a.seen.length = 0;
    const error = await rejection(introspectEndpoint(`${a.base}/redirect-loop-307`, ENV));
    expect(error.message).toMatch(/too many redirects/);
    expect(a.seen.length).toBeLessThanOrEqual(6);
  });
});

describe('a server that echoes the token', () => {
  it.each([
    ['the bare SVC-Auth token', '/graphql', { SVC_AUTH_TOKEN: SVC_TOKEN }],
    ['the SVC-Auth token in lowercase', '/lower', { SVC_AUTH_TOKEN: SVC_TOKEN }],
    ['the bare token after Bearer', '/graphql', { SUNSET_SCHEMA_AUTHORIZATION: `Bearer ${BEARER_TOKEN}` }],
    ['the token after Bearer in lowercase', '/lower', { SUNSET_SCHEMA_AUTHORIZATION: `Bearer ${BEARER_TOKEN}` }],
    ['the decoded Basic user:password', '/basic', { SUNSET_SCHEMA_AUTHORIZATION: `Basic ${Buffer.from(`user:${URL_PASSWORD}`).toString('base64')}` }],
    ['the token in an HTML page', '/html', { SVC_AUTH_TOKEN: SVC_TOKEN }],
    ['the token after 5000 characters', '/long', { SVC_AUTH_TOKEN: SVC_TOKEN }],
    ['the start of a long token, quoted by the JSON parser', '/plain', { SVC_AUTH_TOKEN: LONG_TOKEN }],
    ['the start of a long token after Bearer, quoted by the JSON parser', '/plain', { SUNSET_SCHEMA_AUTHORIZATION: `Bearer ${LONG_TOKEN}` }],
    ['pieces of a long token glued to other text', '/glued', { SVC_AUTH_TOKEN: LONG_TOKEN }],
  ])('%s: the error is one line without it', async (_name, route, env) => {
    const error = await rejection(introspectEndpoint(`${c.base}${route}`, env));
    expect(c.seen.at(-1)!.url).toBe(route);
    expect(error.message).toMatch(/^cannot introspect schema: /);
    expectSafe(error);
    expect(error.message.length).toBeLessThan(300);
  });

  it('a schema that names a type after the token fails to load without it', async () => {
    for (const env of [{ SVC_AUTH_TOKEN: LONG_TOKEN }, { SUNSET_SCHEMA_AUTHORIZATION: `Bearer ${LONG_TOKEN}` }]) {
      const error = await rejection(loadSchema([`${c.base}/type-name`], { env }));
      expect(c.seen.at(-1)!.url).toBe('/type-name');
      expect(error.message).toMatch(/^invalid introspection result: .*\[redacted\]/);
      expectSafe(error);
    }
  });

  it('the auth scheme is no credential, also beside a credential too short to have pieces', async () => {
    const error = await rejection(introspectEndpoint(`${c.base}/scheme`, { SUNSET_SCHEMA_AUTHORIZATION: 'Bearer xyz' }));
    expect(error.message).toBe('cannot introspect schema: 401: Bearer token required; scheme bearer');
  });

  it('short words of the header value (the auth scheme) are left alone', async () => {
    const error = await rejection(introspectEndpoint(`${c.base}/graphql`, { SUNSET_SCHEMA_AUTHORIZATION: `token ${BEARER_TOKEN}` }));
    expect(error.message).toBe('cannot introspect schema: invalid credential [redacted] see the logs');
  });
});

describe('a URL with a password', () => {
  it('is an error that names the URL without its credentials, and nothing is sent', async () => {
    a.seen.length = 0;
    const url = new URL(`${a.base}/graphql`);
    url.username = 'alice';
    url.password = URL_PASSWORD;
    const error = await rejection(introspectEndpoint(url.href, ENV));
    expect(a.seen).toHaveLength(0);
    expect(error.file).toBe(`http://***@${url.host}/graphql`);
    expect(error.message).toContain('SUNSET_SCHEMA_AUTHORIZATION');
    expect(error.toLine()).not.toContain('alice');
    expectSafe(error);
  });
});

describe('sunset calendar --schema <url> against a server that echoes the token', () => {
  it('exits 2 with one line on stderr and the token nowhere', async () => {
    expect(existsSync(path.join(repoRoot, 'dist', 'src', 'cli', 'main.js')), 'build first: npx tsc -p tsconfig.json').toBe(true);
    // Asynchronously: runCli's spawnSync would block the event loop the server answers on.
    const child = spawn(process.execPath, [binPath, 'calendar', '--schema', `${c.base}/graphql`, '--format', 'json'], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1', SVC_AUTH_TOKEN: SVC_TOKEN },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(c.seen.at(-1)!.headers['svc-auth']).toBe(SVC_TOKEN);
    expect(code).toBe(2);
    expect(stderr.endsWith('\n')).toBe(true);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^sunset: http:\/\/127\.0\.0\.1:\d+\/graphql: cannot introspect schema: /);
    expect((stdout + stderr).toLowerCase()).not.toContain(SVC_TOKEN.toLowerCase());
  });
});
