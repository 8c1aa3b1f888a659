# The backslashreplace error handler (decode and encode) and xmlcharrefreplace (encode).
print(b"ab\xffcd\xe2\x82".decode("utf-8", "backslashreplace"), b"\x80abc".decode("ascii", errors="backslashreplace"))
print("héllo €😀".encode("ascii", "backslashreplace"), "héllo €😀".encode("latin-1", "backslashreplace"))
print("héllo €😀".encode("ascii", "xmlcharrefreplace"), "naïve".encode("ascii", errors="xmlcharrefreplace").decode())
print(b"a\x00\xd8b\x00".decode("utf-16-le", "backslashreplace"), repr(b"\xc3(".decode("utf8", "backslashreplace")))
try:
    b"\xff".decode("utf-8", "xmlcharrefreplace")
except TypeError as e:
    print("TypeError:", e)
# expect: ab\xffcd\xe2\x82 \x80abc
# expect: b'h\\xe9llo \\u20ac\\U0001f600' b'h\xe9llo \\u20ac\\U0001f600'
# expect: b'h&#233;llo &#8364;&#128512;' na&#239;ve
# expect: a拘\x00 '\\xc3('
# expect: TypeError: don't know how to handle UnicodeDecodeError in error callback
