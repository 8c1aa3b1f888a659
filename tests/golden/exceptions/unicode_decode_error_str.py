# str(UnicodeDecodeError(encoding, object, start, end, reason)): CPython's sentence.
e = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
print(str(e))
print(e.encoding, e.object, e.start, e.end, e.reason)
print(str(UnicodeDecodeError("ascii", b"ab\xe9\xe8", 2, 4, "ordinal not in range(128)")))
print(str(UnicodeDecodeError("utf-8", bytearray(b"a\x80"), 1, 2, "bad")))
try:
    b"ok\xc3".decode("utf-8")
except UnicodeDecodeError as err:
    print(err)
# expect: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
# expect: utf-8 b'\xff' 0 1 invalid start byte
# expect: 'ascii' codec can't decode bytes in position 2-3: ordinal not in range(128)
# expect: 'utf-8' codec can't decode byte 0x80 in position 1: bad
# expect: 'utf-8' codec can't decode byte 0xc3 in position 2: unexpected end of data
