x = bytearray(b'a')
x[0] = 256
# expect runtime error: ValueError: byte must be in range(0, 256)
