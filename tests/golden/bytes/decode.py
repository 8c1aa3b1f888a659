print(b'caf\xc3\xa9'.decode(), b'abc'.decode('ascii'), b'\xe9'.decode('latin-1'), b'x'.decode('UTF-8'), b'\xf0\x9f\x98\x80'.decode('utf8') == '\U0001f600')
print(b'a\xffb'.decode('utf-8', 'replace'), b'a\xffb'.decode('utf-8', 'ignore'), b'a\xe9'.decode(errors='replace'), bytearray(b'hi').decode())
# expect: café abc é x True
# expect: a�b ab a� hi
