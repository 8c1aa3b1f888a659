print(bytearray(), bytearray(2), bytearray([1, 2]), bytearray(b'ab'), bytearray('x', 'ascii'), bytearray(range(3)))
# expect: bytearray(b'') bytearray(b'\x00\x00') bytearray(b'\x01\x02') bytearray(b'ab') bytearray(b'x') bytearray(b'\x00\x01\x02')
