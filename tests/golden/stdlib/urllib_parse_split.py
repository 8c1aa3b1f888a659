# urllib.parse: urlparse/urlsplit results, their attributes, and putting URLs back together.
from urllib.parse import urlparse, urlsplit, urlunparse, urlunsplit, urldefrag
import urllib.parse

r = urlparse("https://user:pw@Example.COM:8080/a/b;p=1?q=1&r=2#frag")
print(r)
print(r.scheme, r.netloc, r.path, r.params, r.query, r.fragment)
print(r.username, r.password, r.hostname, r.port)
print(r.geturl())
print(r[0], len(r), tuple(r)[2])
print(r._replace(query="x=9").geturl())
s = urlsplit("HTTP://www.python.org/doc/;old?x#top")
print(s)
print(s.hostname, s.port, s.username)
print(urlsplit("//netloc/path"), urlsplit("path/only"))
print(urlparse("mailto:someone@example.com"))
print(urlparse("www.example.com/x", scheme="http"))
print(urlparse("http://[::1]:80/x").hostname, urlparse("http://[::1]:80/x").port)
print(urlparse("  http://a.b/c\t d\n"))
print(urlparse("http://a/b#f", allow_fragments=False))
print(urlunparse(("http", "h", "/p", "a", "q", "f")))
print(urlunsplit(["https", "h.org", "x", "", ""]))
print(urlunsplit(("file", "", "/tmp/x", "", "")))
print(urldefrag("http://a/b?c#d"), urldefrag("http://a/b").url)
print(urllib.parse.urlsplit("http://a.b").geturl())
try:
    urlparse("http://[::1/x")
except ValueError as e:
    print("ValueError:", e)
try:
    urlparse("http://h:99999/").port
except ValueError as e:
    print("ValueError:", e)
urlparse("http://h:x1/").port

# expect: ParseResult(scheme='https', netloc='user:pw@Example.COM:8080', path='/a/b', params='p=1', query='q=1&r=2', fragment='frag')
# expect: https user:pw@Example.COM:8080 /a/b p=1 q=1&r=2 frag
# expect: user pw example.com 8080
# expect: https://user:pw@Example.COM:8080/a/b;p=1?q=1&r=2#frag
# expect: https 6 /a/b
# expect: https://user:pw@Example.COM:8080/a/b;p=1?x=9#frag
# expect: SplitResult(scheme='http', netloc='www.python.org', path='/doc/;old', query='x', fragment='top')
# expect: www.python.org None None
# expect: SplitResult(scheme='', netloc='netloc', path='/path', query='', fragment='') SplitResult(scheme='', netloc='', path='path/only', query='', fragment='')
# expect: ParseResult(scheme='mailto', netloc='', path='someone@example.com', params='', query='', fragment='')
# expect: ParseResult(scheme='http', netloc='', path='www.example.com/x', params='', query='', fragment='')
# expect: ::1 80
# expect: ParseResult(scheme='http', netloc='a.b', path='/c d', params='', query='', fragment='')
# expect: ParseResult(scheme='http', netloc='a', path='/b#f', params='', query='', fragment='')
# expect: http://h/p;a?q#f
# expect: https://h.org/x
# expect: file:///tmp/x
# expect: DefragResult(url='http://a/b?c', fragment='d') http://a/b
# expect: http://a.b
# expect: ValueError: Invalid IPv6 URL
# expect: ValueError: Port out of range 0-65535
# expect runtime error: ValueError: Port could not be cast to integer value as 'x1'
