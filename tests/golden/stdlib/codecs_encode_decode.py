# codecs.encode/decode and the BOM constants; a wrong input type's wrapped TypeError
import codecs
print(codecs.encode("é", "latin-1"), codecs.decode(b"\xe9", "latin-1"), codecs.encode("x"), codecs.decode(b"x"))
print(codecs.decode(bytearray(b"\xff\xfeh\x00"), "utf-16"), codecs.encode("é", "ascii", "xmlcharrefreplace"))
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE, codecs.BOM_UTF16)
for f, arg in [(codecs.encode, b"x"), (codecs.decode, "x")]:
    try:
        f(arg, "cp1252")
    except TypeError as e:
        print(e)
codecs.encode("é", "ascii")
# expect: b'\xe9' é b'x' x
# expect: h b'&#233;'
# expect: b'\xef\xbb\xbf' b'\xff\xfe' b'\xfe\xff' b'\xff\xfe\x00\x00' b'\x00\x00\xfe\xff' b'\xff\xfe'
# expect: encoding with 'cp1252' codec failed (TypeError: charmap_encode() argument 1 must be str, not bytes)
# expect: decoding with 'cp1252' codec failed (TypeError: a bytes-like object is required, not 'str')
# expect runtime error: UnicodeEncodeError: 'ascii' codec can't encode character '\xe9' in position 0: ordinal not in range(128)
