b = b'hello'
print(b[0], b[-1], b[1:3], b[::-1], b[::2], b[10:], type(b[0]))
ba = bytearray(b'hello')
print(ba[1], ba[1:3], ba[::-1])
# expect: 104 111 b'el' b'olleh' b'hlo' b'' <class 'int'>
# expect: 101 bytearray(b'el') bytearray(b'olleh')
