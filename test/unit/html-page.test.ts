// readHtmlPage: what a person is told of a web page that answered instead of data, from the real
// default error pages of the servers in front of installations, and from hostile pages.
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_CHARS, PAGE_TITLE_CHARS, readHtmlPage } from '../../shared/html-page';
import {
  APACHE_502,
  CLOUDFLARE_502,
  HAPROXY_503,
  IIS_502,
  IIS_SERVER_HEADER,
  LOGIN_PAGE_200,
  NGINX_502,
  VARNISH_503,
} from '../helpers/error-pages';

const HTML = 'text/html';

describe('readHtmlPage on the default error pages', () => {
  it.each([
    ['nginx', NGINX_502, undefined, '502 Bad Gateway', 'nginx/1.25.3', '502 Bad Gateway\nnginx/1.25.3'],
    [
      'Apache',
      APACHE_502,
      undefined,
      '502 Proxy Error',
      'Apache/2.4.57 (Debian)',
      'Proxy Error\nThe proxy server received an invalid response from an upstream server.\nThe proxy server could not handle the request\nReason: Error reading from remote server\nApache/2.4.57 (Debian) Server at shop.example.com Port 443',
    ],
    [
      'HAProxy (no title: its heading)',
      HAPROXY_503,
      undefined,
      '503 Service Unavailable',
      null,
      '503 Service Unavailable\nNo server is available to handle this request.',
    ],
    [
      'Varnish',
      VARNISH_503,
      undefined,
      '503 Backend fetch failed',
      'Varnish',
      expect.stringContaining('Guru Meditation:'),
    ],
  ])('%s: title, server and text', (_, page, header, title, server, text) => {
    expect(readHtmlPage(page, HTML, header)).toEqual({ title, server, text });
  });

  it('IIS: the page names no server, its Server header does', () => {
    const page = readHtmlPage(IIS_502, 'text/html', IIS_SERVER_HEADER)!;
    expect(page.title).toBe(
      '502 - Web server received an invalid response while acting as a gateway or proxy server.',
    );
    expect(page.server).toBe('Microsoft-IIS/10.0');
    // The style sheet in a comment inside <style> is no text.
    expect(page.text).not.toMatch(/font-size|margin/);
    expect(page.text.split('\n')[0]).toBe('Server Error');
  });

  it('Cloudflare: the title after conditional comments, the script dropped, references decoded', () => {
    const page = readHtmlPage(CLOUDFLARE_502, 'text/html; charset=UTF-8')!;
    expect(page.title).toBe('shop.example.com | 502: Bad gateway');
    expect(page.server).toBe('Cloudflare');
    expect(page.text).toContain('Cloudflare Ray ID: 8e4f3a2b1c0d9e8f');
    expect(page.text).toContain('Performance & security by Cloudflare');
    expect(page.text).not.toMatch(/getElementById|<|&amp;|&bull;/);
  });

  it('the page names the server before its Server header does', () => {
    expect(readHtmlPage(NGINX_502, HTML, 'cloudflare')?.server).toBe('nginx/1.25.3');
    expect(readHtmlPage(HAPROXY_503, HTML, 'HAProxy\u202e')?.server).toBe('HAProxy');
  });

  it("a shop's own page that sells varnish (or a caddy) is named by its Server header, not by its words", () => {
    const storefront =
      '<!DOCTYPE html><html><head><title>Paint &amp; Varnish – Sign in</title></head><body>' +
      '<h1>Yacht varnish, a golf caddy, a jetty ladder</h1><p>Our envoy brings it by Traefik and Caddy.</p></body></html>';
    expect(readHtmlPage(storefront, HTML, 'nginx')?.server).toBe('nginx');
    expect(readHtmlPage(storefront, HTML)?.server).toBeNull();
  });

  it('LiteSpeed and Jetty are named by the signature of their pages', () => {
    const signed = (line: string) =>
      `<html><title>503 Service Unavailable</title><body><p>${line}</p></body></html>`;
    expect(readHtmlPage(signed('Proudly powered by LiteSpeed Web Server'), HTML)?.server).toBe('LiteSpeed');
    expect(readHtmlPage(signed('Powered by Jetty:// 9.4.53'), HTML)?.server).toBe('Jetty');
  });

  it('a login page answered with 200', () => {
    expect(readHtmlPage(LOGIN_PAGE_200, HTML)).toEqual({
      title: 'Sign in – Back office',
      server: null,
      text: 'Sign in\nUser Password Sign in',
    });
  });
});

describe('readHtmlPage on what is not a page', () => {
  it.each([
    ['JSON', '{"status":false}', 'application/json'],
    ['plain text (Traefik)', 'Bad Gateway', 'text/plain; charset=utf-8'],
    ['an empty body (Caddy)', '', ''],
    ['HTML sent as JSON', '<html><title>x</title></html>', 'application/json'],
    [
      "PHP's warning before the API's JSON (html_errors)",
      '\n<br />\n<b>Warning</b>:  Undefined variable $shop in <b>/var/www/api.php</b> on line <b>42</b><br />\n{"status":true,"rows":[]}',
      'text/html; charset=UTF-8',
    ],
    [
      "PHP's fatal error",
      '<br />\n<b>Fatal error</b>:  Uncaught Error in <b>/var/www/api.php</b>',
      'text/html',
    ],
  ])('%s is null', (_, body, type) => {
    expect(readHtmlPage(body, type)).toBeNull();
  });

  it('a page sent with no content type (or a wrong one) is recognised by how it begins', () => {
    expect(readHtmlPage('\ufeff  <!DOCTYPE html><title>Hi</title>', '')?.title).toBe('Hi');
    expect(readHtmlPage('<h1>502 Bad Gateway</h1>', 'text/plain')?.title).toBe('502 Bad Gateway');
  });
});

describe('readHtmlPage on hostile pages', () => {
  it('a page with no title and no text', () => {
    expect(readHtmlPage('<html><body><div></div></body></html>', HTML)).toEqual({
      title: null,
      server: null,
      text: '',
    });
  });

  it('a <title> inside a comment, a script, a style or an SVG is not the title', () => {
    const page =
      '<html><head><!-- <title>comment</title> --><script>var t = "<title>script</title>";</script>' +
      '<style>/* <title>style</title> */</style></head><body><svg><title>icon</title></svg>' +
      '<title>the real one</title><p>Text</p></body></html>';
    expect(readHtmlPage(page, HTML)).toMatchObject({ title: 'the real one', text: 'Text' });
  });

  it('strips control and bidirectional characters, also when written as references', () => {
    const page =
      '<title>Bad\u202e Gateway&#x202E;\u0007&#27;[2K\u2066x\u2069</title><p>line\u0000one&#8232;two</p>';
    const read = readHtmlPage(page, HTML)!;
    expect(read.title).toBe('Bad Gateway[2Kx');
    // A NUL is removed, a line separator is white space.
    expect(read.text).toBe('lineone two');
  });

  it('collapses white space and bounds the title', () => {
    const read = readHtmlPage(`<title>\n  a \t\r\n b  ${'x'.repeat(5000)}</title>`, HTML)!;
    expect(read.title!.startsWith('a b x')).toBe(true);
    expect(read.title!.length).toBe(PAGE_TITLE_CHARS);
    expect(read.title!.endsWith('…')).toBe(true);
  });

  it('never cuts a character in half', () => {
    const read = readHtmlPage(`<title>${'😀'.repeat(300)}</title>`, HTML)!;
    expect(read.title!.endsWith('😀…')).toBe(true);
  });

  it('a 5 MB page of nested tags: read within its bound, the text cut', () => {
    const page = `<html><head><title>Huge</title></head><body>${'<div><span>word </span>'.repeat(220_000)}</body></html>`;
    expect(page.length).toBeGreaterThan(5_000_000);
    const read = readHtmlPage(page, HTML)!;
    expect(read.title).toBe('Huge');
    expect(read.text.length).toBeLessThanOrEqual(PAGE_TEXT_CHARS);
    expect(read.text.endsWith('…')).toBe(true);
  });

  it('unclosed comments, tags, scripts and quotes end the page, they do not throw', () => {
    for (const page of [
      '<title>t</title><!-- open',
      '<title>t</title><p class="a',
      '<title>t</title><script>x',
      '<title>t',
      '<<<>>>&#99999999;&#0;',
    ])
      expect(() => readHtmlPage(page, HTML)).not.toThrow();
    expect(readHtmlPage('<title>t', HTML)?.title).toBe('t');
    expect(readHtmlPage('<p>a &#0; b &#x110000; c &unknown; d</p>', HTML)?.text).toBe(
      'a \ufffd b \ufffd c &unknown; d',
    );
  });

  it('a reference to 0x80–0x9F is the Windows-1252 character an old page means, not a control removed', () => {
    expect(readHtmlPage('<title>502 &#150; Bad Gateway &#128;&#x99;</title>', HTML)?.title).toBe(
      '502 – Bad Gateway €™',
    );
  });

  it('a stray apostrophe in a tag does not swallow the page', () => {
    expect(readHtmlPage("<html><body><p don't>Shown</p></body></html>", HTML)?.text).toBe('Shown');
  });

  it('a self-closed SVG skips nothing after it; a self-closed script runs on, as in HTML', () => {
    expect(readHtmlPage('<html><body><svg/><p>After</p></body></html>', HTML)?.text).toBe('After');
    expect(readHtmlPage('<body><script src="a.js"/>x()</script><p>After</p></body>', HTML)?.text).toBe(
      'After',
    );
  });

  it('a body that does not begin with markup is no page, whatever its content type says', () => {
    // PHP sends JSON and plain errors as text/html by default: the preview says more than a summary.
    expect(readHtmlPage('{"message":"maintenance"}', 'text/html; charset=UTF-8')).toBeNull();
    expect(readHtmlPage('Fatal error: Allowed memory size exhausted', 'text/html')).toBeNull();
  });

  it('a literal "<" stays text', () => {
    expect(readHtmlPage('<p>1 < 2 and 3 <> 4</p>', HTML)?.text).toBe('1 < 2 and 3 <> 4');
  });
});
