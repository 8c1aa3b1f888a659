x = bytearray(b'abc')
x[0:1] = 'x'
# expect runtime error: TypeError: can assign only bytes, buffers, or iterables of ints in range(0, 256)
