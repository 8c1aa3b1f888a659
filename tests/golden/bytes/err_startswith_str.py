print(b'abc'.startswith('a'))
# expect runtime error: TypeError: startswith first arg must be bytes or a tuple of bytes, not str
