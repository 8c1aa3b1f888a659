print(b'a' + b'b', b'ab' * 3, 2 * b'x', b'x' * 0, bytearray(b'a') + b'b', b'a' + bytearray(b'b'))
print(b'a' < b'b', b'ab' <= b'a', b'a' == bytearray(b'a'), b'a' != b'a', b'ab' > b'a', b'a' == 'a')
x = bytearray(b'a')
x += b'bc'
print(x)
# expect: b'ab' b'ababab' b'xx' b'' bytearray(b'ab') b'ab'
# expect: True False True False True False
# expect: bytearray(b'abc')
