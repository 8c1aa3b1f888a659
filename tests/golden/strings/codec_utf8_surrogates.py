# encoding surrogates to UTF-8: each error handler, and strict naming the whole run
for e in ["replace", "backslashreplace", "xmlcharrefreplace", "ignore"]:
    print(e, "a\udc80\ud800b".encode("utf-8", e))
try:
    "a\udc80\ud800b".encode("utf-8", "surrogateescape")
except UnicodeEncodeError as x:
    print(x)
"a\udc80\ud800b".encode()
# expect: replace b'a??b'
# expect: backslashreplace b'a\\udc80\\ud800b'
# expect: xmlcharrefreplace b'a&#56448;&#55296;b'
# expect: ignore b'ab'
# expect: 'utf-8' codec can't encode character '\ud800' in position 2: surrogates not allowed
# expect runtime error: UnicodeEncodeError: 'utf-8' codec can't encode characters in position 1-2: surrogates not allowed
