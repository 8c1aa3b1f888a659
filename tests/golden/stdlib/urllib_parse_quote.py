# urllib.parse: quote/unquote with safe=, urlencode of dicts and pair lists, parse_qs(l), urljoin.
from urllib.parse import (quote, quote_plus, unquote, unquote_plus, urlencode, parse_qs,
                          parse_qsl, urljoin, quote_from_bytes, unquote_to_bytes)

print(quote("/path with spaces/ü?&="), quote("a/b c", safe=""), quote("a/b:c", safe="/:"))
print(quote(b"\x00\xff ab"), quote(""), quote("~._-"), quote_from_bytes(b"a b/c"))
print(quote_plus("a b+c/d"), quote_plus("x y", safe="+"), quote_plus("nospace/"))
print(quote("é", encoding="latin-1"))
print(unquote("%7Eabc%20def%zz%4"), unquote("caf%C3%A9"), unquote("%E9x"), unquote("plain"))
print(unquote_plus("a+b%2Bc"), unquote("a+b"), unquote_to_bytes("a%20%ff"))
print(unquote("ü%20x"))
print(urlencode({"q": "hello world", "n": 10, "tag": "a&b"}))
print(urlencode([("a", 1), ("a", 2), ("b", "x/y")]))
print(urlencode({"k": ["v1", "v2"], "s": "str", "t": (1, 2)}, doseq=True))
print(urlencode({"k": ["v1", "v2"]}))
print(urlencode({"p": "a/b c"}, safe="/", quote_via=quote))
print(urlencode({b"by": b"tes x"}))
print(parse_qs("a=1&b=2&a=3&c=&d"))
print(parse_qs("a=1&c=&d", keep_blank_values=True))
print(parse_qsl("x=hello+world&y=%2F%20&z"))
print(parse_qsl("a=1;b=2", separator=";"), parse_qsl(""))
base = "http://a/b/c/d;p?q"
for rel in ["g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "", ".", "./", "..", "../",
            "../g", "../..", "../../", "../../g", "../../../g", "/./g", "g.", "..g", "./../g",
            "g;x=1/../y", "https://other/x"]:
    print(repr(rel), urljoin(base, rel))
print(urljoin("http://example.com/docs/guide.html", "api/index.html"))
print(urljoin("http://example.com/docs/", "../img/logo.png"))
for bad in [lambda: quote(123), lambda: parse_qsl("a", strict_parsing=True),
            lambda: parse_qsl("a=1&b=2", max_num_fields=1), lambda: urlencode("abc"),
            lambda: quote(b"x", encoding="utf-8")]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# expect: /path%20with%20spaces/%C3%BC%3F%26%3D a%2Fb%20c a/b:c
# expect: %00%FF%20ab  ~._- a%20b/c
# expect: a+b%2Bc%2Fd x+y nospace%2F
# expect: %E9
# expect: ~abc def%zz%4 café �x plain
# expect: a b+c a+b b'a \xff'
# expect: ü x
# expect: q=hello+world&n=10&tag=a%26b
# expect: a=1&a=2&b=x%2Fy
# expect: k=v1&k=v2&s=str&t=1&t=2
# expect: k=%5B%27v1%27%2C+%27v2%27%5D
# expect: p=a/b%20c
# expect: by=tes+x
# expect: {'a': ['1', '3'], 'b': ['2']}
# expect: {'a': ['1'], 'c': [''], 'd': ['']}
# expect: [('x', 'hello world'), ('y', '/ ')]
# expect: [('a', '1'), ('b', '2')] []
# expect: 'g' http://a/b/c/g
# expect: './g' http://a/b/c/g
# expect: 'g/' http://a/b/c/g/
# expect: '/g' http://a/g
# expect: '//g' http://g
# expect: '?y' http://a/b/c/d;p?y
# expect: 'g?y' http://a/b/c/g?y
# expect: '#s' http://a/b/c/d;p?q#s
# expect: 'g#s' http://a/b/c/g#s
# expect: '' http://a/b/c/d;p?q
# expect: '.' http://a/b/c/
# expect: './' http://a/b/c/
# expect: '..' http://a/b/
# expect: '../' http://a/b/
# expect: '../g' http://a/b/g
# expect: '../..' http://a/
# expect: '../../' http://a/
# expect: '../../g' http://a/g
# expect: '../../../g' http://a/g
# expect: '/./g' http://a/g
# expect: 'g.' http://a/b/c/g.
# expect: '..g' http://a/b/c/..g
# expect: './../g' http://a/b/g
# expect: 'g;x=1/../y' http://a/b/c/y
# expect: 'https://other/x' https://other/x
# expect: http://example.com/docs/api/index.html
# expect: http://example.com/img/logo.png
# expect: TypeError quote_from_bytes() expected bytes
# expect: ValueError bad query field: 'a'
# expect: ValueError Max number of fields exceeded
# expect: TypeError not a valid non-string sequence or mapping object
# expect: TypeError quote() doesn't support 'encoding' for bytes
