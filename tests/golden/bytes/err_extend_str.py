print(bytearray(b'a').extend('ab'))
# expect runtime error: TypeError: 'str' object cannot be interpreted as an integer
