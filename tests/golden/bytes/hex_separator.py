# bytes.hex(sep, bytes_per_sep): groups counted from the right (positive) or the left
# (negative); bytearray and memoryview take the same arguments.
print(b'\x01\x02\x03\x04\x05'.hex(':', 2), b'\x01\x02\x03\x04\x05'.hex(':', -2), b'abc'.hex(b'-'), b''.hex(':'), b'ab'.hex(sep='|', bytes_per_sep=1))
print(b'\x01\x02\x03\x04\x05\x06'.hex(' ', 3), b'\x01\x02\x03\x04\x05\x06'.hex(' ', -4), b'\xff'.hex(':', 5), b'abcd'.hex('.', 0))
for a in [('',), ('ab',), ('é',), (5,)]:
    try: print(b'ab'.hex(*a))
    except Exception as e: print(type(e).__name__, e)
try: print(b'ab'.hex(':', 'x'))
except Exception as e: print(type(e).__name__, e)
print(bytearray(b'ab').hex(':'), memoryview(b'abc').hex(':', 1), "héllo wörld".encode().hex(":", 2), bytes(3).hex())
# expect: 01:0203:0405 0102:0304:05 61-62-63  61|62
# expect: 010203 040506 01020304 0506 ff 61626364
# expect: ValueError sep must be length 1.
# expect: ValueError sep must be length 1.
# expect: ValueError sep must be ASCII.
# expect: TypeError object of type 'int' has no len()
# expect: TypeError 'str' object cannot be interpreted as an integer
# expect: 61:62 61:62:63 68:c3a9:6c6c:6f20:77c3:b672:6c64 000000
