print(b'a'.replace('a', b'b'))
# expect runtime error: TypeError: a bytes-like object is required, not 'str'
