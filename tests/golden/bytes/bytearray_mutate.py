x = bytearray(b'abc')
x[0] = 65
x[-1] = 67
print(x)
x[1:2] = b'XYZ'
print(x)
x[0:0] = [1, 2]
print(x)
x[::2] = bytes(len(x[::2]))
print(x)
del x[0]
print(x)
del x[::2]
print(x)
# expect: bytearray(b'AbC')
# expect: bytearray(b'AXYZC')
# expect: bytearray(b'\x01\x02AXYZC')
# expect: bytearray(b'\x00\x02\x00X\x00Z\x00')
# expect: bytearray(b'\x02\x00X\x00Z\x00')
# expect: bytearray(b'\x00\x00\x00')
