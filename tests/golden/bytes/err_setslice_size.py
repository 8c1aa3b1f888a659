x = bytearray(b'abc')
x[::2] = b'x'
# expect runtime error: ValueError: attempt to assign bytes of size 1 to extended slice of size 2
