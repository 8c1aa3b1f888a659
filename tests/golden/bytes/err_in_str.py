print('x' in b'abc')
# expect runtime error: TypeError: a bytes-like object is required, not 'str'
