print(b'abc'.find('a'))
# expect runtime error: TypeError: argument should be integer or bytes-like object, not 'str'
