// `pnpm --filter remote-<area> dev`: that one area on its own port, rebuilt on every change,
// inside the real app. A small local host serves the area's development build and passes
// everything else (the shell, the other areas, /api) to a running Skillfolio server, so the
// area's team needs nothing else built. `/app/remotes.json` is the server's, with this area
// pointed at the local build.
//
//   PORT     this host's port (default: 3001 public, 3002 learner, 3003 admin, 3004 globaladmin)
//   API_URL  the Skillfolio server behind it (default http://127.0.0.1:8080, as `npm start`)
import './on-pinned-node.mjs';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const PORTS = { public: 3001, learner: 3002, admin: 3003, globaladmin: 3004 };

const packageDir = process.cwd();
const packageName = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).name;
const area = packageName.replace(/^remote-/, '');
if (!(area in PORTS)) {
  console.error(
    `Run this from a remote's folder (pnpm --filter remote-<area> dev), not ${packageName}.`,
  );
  process.exit(2);
}
const port = Number(process.env.PORT || PORTS[area]);
const upstream = new URL(process.env.API_URL || 'http://127.0.0.1:8080');
const DEV_PREFIX = `/app/dev/${area}/`;
const outDir = path.join(packageDir, 'node_modules', '.cache', 'dev-remote');
mkdirSync(outDir, { recursive: true });

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

/** Passes a request on to the server, and its answer back, unchanged. */
function proxy(request, response) {
  const forward = http.request(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, host: upstream.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forward.on('error', (error) => {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`The Skillfolio server at ${upstream.origin} did not answer (${error.message}).`);
  });
  request.pipe(forward);
}

/** The server's manifest, with this area at its local build. */
async function manifest(response) {
  try {
    const answer = await fetch(new URL('/app/remotes.json', upstream));
    if (!answer.ok) throw new Error(`it answered ${answer.status}`);
    const entries = await answer.json();
    entries[area] = `${DEV_PREFIX}remoteEntry.js`;
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
    response.end(JSON.stringify(entries));
  } catch (error) {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`No manifest from the Skillfolio server at ${upstream.origin}: ${error.message}`);
  }
}

/**
 * The server's page for a client route, without what it carries for the server's own build
 * (the manifest, the session, preloads of the built areas): the shell then asks for
 * /app/remotes.json, which this host answers with the area at its local build.
 */
async function page(request, response) {
  try {
    const answer = await fetch(new URL(request.url, upstream), {
      headers: { cookie: request.headers.cookie ?? '', 'accept-encoding': 'identity' },
    });
    const html = (await answer.text())
      .replace(/<script type="application\/json" id="sf-boot">.*?<\/script>/s, '')
      .replace(/<link rel="preload" as="script" href="[^"]*">/g, '');
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      ...(answer.headers.get('content-security-policy')
        ? { 'content-security-policy': answer.headers.get('content-security-policy') }
        : {}),
    });
    response.end(html);
  } catch (error) {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`The Skillfolio server at ${upstream.origin} did not answer (${error.message}).`);
  }
}

/** A client route of the app (a page the shell draws), not a file or the API. */
function isPage(request, urlPath) {
  return (
    request.method === 'GET' &&
    (urlPath === '/app' || urlPath.startsWith('/app/')) &&
    !urlPath.startsWith('/app/remotes/') &&
    !urlPath.startsWith('/app/releases/') &&
    path.extname(urlPath) === ''
  );
}

function serveBuilt(request, response) {
  const relative = decodeURIComponent(request.url.split('?')[0].slice(DEV_PREFIX.length));
  const file = path.resolve(outDir, relative);
  if (!file.startsWith(outDir + path.sep) || !existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not built (yet)');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  response.end(readFileSync(file));
}

const server = http.createServer((request, response) => {
  const urlPath = (request.url ?? '/').split('?')[0];
  if (request.method === 'GET' && urlPath === '/app/remotes.json') void manifest(response);
  else if (request.method === 'GET' && urlPath.startsWith(DEV_PREFIX))
    serveBuilt(request, response);
  else if (isPage(request, urlPath)) void page(request, response);
  else proxy(request, response);
});

const fromPackage = createRequire(path.join(packageDir, 'package.json'));
const webpack = fromPackage('webpack');
const config = fromPackage(path.join(packageDir, 'webpack.config.js'))({}, { mode: 'development' });
// The server's pages forbid eval (CSP), which webpack's default development maps use.
config.devtool = 'cheap-module-source-map';
config.output = { ...config.output, path: outDir };
const compiler = webpack(config);
const watching = compiler.watch({}, (err, stats) => {
  if (err) console.error(err);
  else if (stats.hasErrors()) console.error(stats.toString({ all: false, errors: true }));
  else console.log(`${packageName}: built in ${stats.endTime - stats.startTime} ms`);
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `${packageName} dev: http://127.0.0.1:${port}/app/ (the shell, other areas and /api from ${upstream.origin})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    watching.close(() => process.exit(0));
  });
}
