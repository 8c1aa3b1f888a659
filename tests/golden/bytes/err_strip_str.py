print(b'a'.strip('a'))
# expect runtime error: TypeError: a bytes-like object is required, not 'str'
