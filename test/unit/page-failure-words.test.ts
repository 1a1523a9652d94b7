// The words for an answer that was a web page: the status, the page's title and server, what it
// means; never the page's HTML. The same words reach the app, the CLI and reports.
import { describe, expect, it } from 'vitest';
import type { CallFailure } from '../../shared/call-result';
import { describeFailure } from '../../shared/describe-failure';
import { readHtmlPage } from '../../shared/html-page';
import { HAPROXY_503, LOGIN_PAGE_200, NGINX_502 } from '../helpers/error-pages';

const statusPage = (statusText: string, body: string): CallFailure => ({
  kind: 'http-status',
  statusText,
  preview: body.slice(0, 200),
  page: readHtmlPage(body, 'text/html')!,
});

describe('describeFailure of a web page', () => {
  it('a proxy’s 502: the status, the title, the server, and that the proxy could not reach it', () => {
    const words = describeFailure(statusPage('502 Bad Gateway', NGINX_502));
    expect(words.title).toBe('The server answered HTTP 502 Bad Gateway with a web page instead of data');
    expect(words.detail).toBe(
      '“502 Bad Gateway” (nginx/1.25.3). A proxy between this computer and the installation could not reach it.',
    );
    expect(words.action).toMatch(
      /^Try again in a few minutes; .*whether the installation behind the proxy is running\.$/,
    );
  });

  it('503 and 504 say what the proxy found', () => {
    expect(describeFailure(statusPage('503 Service Unavailable', HAPROXY_503)).detail).toBe(
      '“503 Service Unavailable”. A proxy between this computer and the installation says it is unavailable: overloaded, stopped or in maintenance.',
    );
    expect(describeFailure(statusPage('504 Gateway Timeout', '<title>504</title>')).detail).toMatch(
      /waited for its answer in vain/,
    );
  });

  it("Cloudflare's 521 and 524 say what the proxy found, as 502 and 504 do", () => {
    const down = describeFailure(
      statusPage('521', '<title>shop.example.com | 521: Web server is down</title>'),
    );
    expect(down.title).toBe('The server answered HTTP 521 with a web page instead of data');
    expect(down.detail).toBe(
      '“shop.example.com | 521: Web server is down”. A proxy between this computer and the installation could not reach it.',
    );
    expect(down.action).toMatch(/^Try again in a few minutes; .*behind the proxy is running\.$/);
    expect(describeFailure(statusPage('524', '<title>524: A timeout occurred</title>')).detail).toMatch(
      /waited for its answer in vain/,
    );
  });

  it('a login page answered with 200 is no API', () => {
    const words = describeFailure({
      kind: 'not-json',
      contentType: 'text/html',
      preview: LOGIN_PAGE_200.slice(0, 200),
      page: readHtmlPage(LOGIN_PAGE_200, 'text/html')!,
    });
    expect(words.title).toBe('This does not look like the retail API: a web page answered instead of data');
    expect(words.detail).toBe(
      '“Sign in – Back office”. It is probably a login page or another web site, not the API.',
    );
    expect(words.action).toMatch(/Check the address/);
  });

  it('a page with neither title nor server, and one with only a server', () => {
    expect(describeFailure(statusPage('500 Internal Server Error', '<html></html>')).detail).toBe(
      'The page has no title. The server failed while answering.',
    );
    const signed = statusPage('403 Forbidden', '<html><body><hr><center>nginx</center></body></html>');
    expect(describeFailure(signed).detail).toBe(
      '“nginx”. Something in front of the API (a login, a firewall or a proxy) refused the call.',
    );
  });

  it('no page: the preview as before', () => {
    const words = describeFailure({
      kind: 'http-status',
      statusText: '502 Bad Gateway',
      preview: 'Bad Gateway',
    });
    expect(words).toMatchObject({
      title: 'The installation answered 502 Bad Gateway',
      detail: 'Bad Gateway',
    });
  });
});
