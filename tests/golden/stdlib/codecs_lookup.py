# codecs.lookup: CPython's canonical names for the aliases, and CodecInfo's codec functions
import codecs
for n in ["utf8", "UTF-8", "latin-1", "l1", "iso-8859-1", "us-ascii", "646", "windows-1252", "utf_8_sig",
          "utf16", "utf-16-le", "UTF-32", "utf_32_be"]:
    print(n, codecs.lookup(n).name)
ci = codecs.lookup("utf-8")
print(ci.encode("é"), ci.decode(b"\xc3\xa9"), repr(ci).startswith("<codecs.CodecInfo object for encoding utf-8 at "))
print(codecs.lookup("latin-1").encode("€", "replace"))
codecs.lookup("bogus")
# expect: utf8 utf-8
# expect: UTF-8 utf-8
# expect: latin-1 iso8859-1
# expect: l1 iso8859-1
# expect: iso-8859-1 iso8859-1
# expect: us-ascii ascii
# expect: 646 ascii
# expect: windows-1252 cp1252
# expect: utf_8_sig utf-8-sig
# expect: utf16 utf-16
# expect: utf-16-le utf-16-le
# expect: UTF-32 utf-32
# expect: utf_32_be utf-32-be
# expect: (b'\xc3\xa9', 1) ('é', 2) True
# expect: (b'?', 1)
# expect runtime error: LookupError: unknown encoding: bogus
