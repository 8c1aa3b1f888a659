print(bytes(), bytes(3), bytes([65, 66]), bytes(b'x'), bytes(bytearray(b'q')), bytes(range(65, 68)))
print(bytes('hé', 'utf-8'), bytes('a', encoding='ascii'), bytes(True))
# expect: b'' b'\x00\x00\x00' b'AB' b'x' b'q' b'ABC'
# expect: b'h\xc3\xa9' b'a' b'\x00'
