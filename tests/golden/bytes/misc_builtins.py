print(type(b'') is bytes, type(b'') == bytes, bytes, bytearray)
print(max(b'abc'), sum(b'abc'), list(reversed(b'ab')), sorted([b'b', b'a']), b'a' == 97, bytearray(b'a') < b'b')
print(isinstance(b'', (bytes, bytearray)), [b'a', bytearray(b'\n')], (b'x',), {b'k': b'v'})
print(ord(b'a'), ord(bytearray(b'z')))
# expect: True True <class 'bytes'> <class 'bytearray'>
# expect: 99 294 [98, 97] [b'a', b'b'] False True
# expect: True [b'a', bytearray(b'\n')] (b'x',) {b'k': b'v'}
# expect: 97 122
