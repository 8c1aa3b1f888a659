print(b"'", b'"', b'\'"', repr(b'\x00\x7f\xff'))
print(repr(bytearray(b'ab')), repr(bytearray()), str(b'x'), f'{b"y"}!')
# expect: b"'" b'"' b'\'"' b'\x00\x7f\xff'
# expect: bytearray(b'ab') bytearray(b'') b'x' b'y'!
