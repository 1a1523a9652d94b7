// The default error pages of the servers and proxies that stand in front of installations, as
// each sends them (bodies and the Server header), for the page summary's tests.

/** nginx's 502 (src/http/ngx_http_special_response.c), with the padding it adds for old browsers. */
export const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n' +
  '<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n' +
  '<!-- a padding to disable MSIE and Chrome friendly error page -->\r\n'.repeat(6);

/** Apache httpd 2.4's mod_proxy 502, with its signature line. */
export const APACHE_502 = `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">
<html><head>
<title>502 Proxy Error</title>
</head><body>
<h1>Proxy Error</h1>
<p>The proxy server received an invalid
response from an upstream server.<br />
The proxy server could not handle the request<p>Reason: <strong>Error reading from remote server</strong></p></p>
<hr>
<address>Apache/2.4.57 (Debian) Server at shop.example.com Port 443</address>
</body></html>
`;

/** HAProxy's 503 (src/http_htx.c): it names no server, nor does it send a Server header. */
export const HAPROXY_503 =
  '<html><body><h1>503 Service Unavailable</h1>\nNo server is available to handle this request.\n</body></html>\n';

/** IIS's 502 with Application Request Routing (the page for remote clients); IIS is in its header. */
export const IIS_502 = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"/>
<title>502 - Web server received an invalid response while acting as a gateway or proxy server.</title>
<style type="text/css">
<!--
body{margin:0;font-size:.7em;font-family:Verdana, Arial, Helvetica, sans-serif;background:#EEEEEE;}
fieldset{padding:0 15px 10px 15px;}
h1{font-size:2.4em;margin:0;color:#FFF;}
#header{width:96%;margin:0 0 0 0;padding:6px 2% 6px 2%;font-family:"trebuchet MS", Verdana, sans-serif;color:#FFF;
background-color:#555555;}
-->
</style>
</head>
<body>
<div id="header"><h1>Server Error</h1></div>
<div id="content">
 <div class="content-container"><fieldset>
  <h2>502 - Web server received an invalid response while acting as a gateway or proxy server.</h2>
  <h3>There is a problem with the page you are looking for, and it cannot be displayed. When the Web server (while acting as a gateway or proxy) contacted the upstream content server, it received an invalid response from the content server.</h3>
 </fieldset></div>
</div>
</body>
</html>
`;
/** The Server header IIS sends with it. */
export const IIS_SERVER_HEADER = 'Microsoft-IIS/10.0';

/** Varnish's built-in error page ("Guru Meditation"). */
export const VARNISH_503 = `<!DOCTYPE html>
<html>
  <head>
    <title>503 Backend fetch failed</title>
  </head>
  <body>
    <h1>Error 503 Backend fetch failed</h1>
    <p>Backend fetch failed</p>
    <h3>Guru Meditation:</h3>
    <p>XID: 32770</p>
    <hr>
    <p>Varnish cache server</p>
  </body>
</html>
`;

/** Cloudflare's 502 when the origin fails: conditional comments, a long head, a script, a footer. */
export const CLOUDFLARE_502 = `<!DOCTYPE html>
<!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]-->
<!--[if IE 7]>    <html class="no-js ie7 oldie" lang="en-US"> <![endif]-->
<!--[if IE 8]>    <html class="no-js ie8 oldie" lang="en-US"> <![endif]-->
<!--[if gt IE 8]><!--> <html class="no-js" lang="en-US"> <!--<![endif]-->
<head>
<title>shop.example.com | 502: Bad gateway</title>
<meta charset="UTF-8" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=Edge" />
<meta name="robots" content="noindex, nofollow" />
<meta name="viewport" content="width=device-width,initial-scale=1" />
<link rel="stylesheet" id="cf_styles-css" href="/cdn-cgi/styles/main.css" />
<style>body{margin:0;padding:0}</style>
</head>
<body>
<div id="cf-wrapper">
  <div id="cf-error-details" class="p-0">
    <header class="mx-auto pt-10 lg:pt-6 lg:px-8 w-240 lg:w-full mb-8">
      <h1 class="inline-block sm:block sm:mb-2 font-light text-60 lg:text-4xl text-black-dark leading-tight mr-2">
        <span class="inline-block">Bad gateway</span>
        <span class="code-label">Error code 502</span>
      </h1>
      <div>
        Visit <a href="https://www.cloudflare.com/5xx-error-landing?utm_source=errorcode_502&amp;utm_campaign=shop.example.com" target="_blank" rel="noopener noreferrer">cloudflare.com</a> for more information.
      </div>
      <div class="mt-3">2026-12-02 03:17:43 UTC</div>
    </header>
    <div class="w-240 lg:w-full mx-auto mb-8 lg:px-8">
      <div class="clearfix">
        <div class="w-1/2 md:w-full float-left pr-6 md:pb-10 md:pr-0 leading-relaxed">
          <h2 class="text-3xl font-normal leading-1.3 mb-4">What happened?</h2>
          <p>The web server reported a bad gateway error.</p>
        </div>
        <div class="w-1/2 md:w-full float-left leading-relaxed">
          <h2 class="text-3xl font-normal leading-1.3 mb-4">What can I do?</h2>
          <p class="mb-6">Please try again in a few minutes.</p>
        </div>
      </div>
    </div>
    <div class="cf-error-footer cf-wrapper w-240 lg:w-full py-10 sm:py-4 sm:px-8 mx-auto text-center sm:text-left border-solid border-0 border-t border-gray-300">
      <p class="text-13">
        <span class="cf-footer-item sm:block sm:mb-1">Cloudflare Ray ID: <strong class="font-semibold">8e4f3a2b1c0d9e8f</strong></span>
        <span class="cf-footer-separator sm:hidden">&bull;</span>
        <span class="cf-footer-item sm:block sm:mb-1"><span>Performance &amp; security by</span> <a rel="noopener noreferrer" href="https://www.cloudflare.com/5xx-error-landing" id="brand_link" target="_blank">Cloudflare</a></span>
      </p>
      <script>(function(){function d(){var b=a.getElementById("cf-footer-item-ip"),c=a.getElementById("cf-footer-ip-reveal");b&&"classList"in b&&(b.classList.remove("hidden"),c.addEventListener("click",function(){c.classList.add("hidden");a.getElementById("cf-footer-ip").classList.remove("hidden")}))}var a=document;document.addEventListener&&a.addEventListener("DOMContentLoaded",d)})();</script>
    </div>
  </div>
</div>
</body>
</html>
`;

/** A login page in front of the API, answered with HTTP 200. */
export const LOGIN_PAGE_200 = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in &ndash; Back office</title>
<script>if (top !== self) top.location = self.location;</script></head>
<body><form method="post" action="/login"><h1>Sign in</h1>
<label>User <input name="user"></label><label>Password <input name="password" type="password"></label>
<button>Sign in</button></form></body></html>`;
