b'a'.partition('x')
# expect runtime error: TypeError: a bytes-like object is required, not 'str'
