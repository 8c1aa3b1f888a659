print(b'a,b'.split(','))
# expect runtime error: TypeError: a bytes-like object is required, not 'str'
