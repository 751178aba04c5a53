import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'puppeteer-core';

/**
 * The baseline for "as fast as a static page": each page as a static HTML file of what
 * it shows once loaded (the rendered DOM without its scripts and fetch preloads), served from a
 * loopback server that passes every other request (the stylesheet, photos, favicon) through to the
 * app. Lighthouse on these copies in the same run gives the host's floor: what remains of a page's
 * score below its copy's is the page's own cost, whatever the machine's load.
 */
export const startStaticTwin = async (options: { browser: Browser; base: string; paths: string[] }) => {
  const pages = new Map<string, string>();
  for (const [i, path] of options.paths.entries()) {
    const page = await options.browser.newPage();
    await page.goto(`${options.base}${path}`, { waitUntil: 'networkidle0' });
    // A string, as bench/ compiles without the DOM's types.
    const html = (await page.evaluate(`(() => {
      for (const el of document.querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"]')) el.remove();
      return '<!doctype html>\\n' + document.documentElement.outerHTML;
    })()`)) as string;
    await page.close();
    pages.set(`/static/${i}`, html);
  }
  const server: Server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    const html = pages.get(url);
    if (html !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(html);
      return;
    }
    // Everything else as the app sends it (fetch decodes, so no content-encoding is passed on).
    const upstream = await fetch(`${options.base}${url}`);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
      const value = upstream.headers.get(name);
      if (value) headers[name] = value;
    }
    response.writeHead(upstream.status, headers);
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** The copy's address of `paths[i]`. */
    urlOf: (i: number) => `${origin}/static/${i}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
