x = bytearray(b'a')
x[0] = 'a'
# expect runtime error: TypeError: 'str' object cannot be interpreted as an integer
