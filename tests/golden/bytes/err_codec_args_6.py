print(b'x'.decode('utf-8', 3))
# expect runtime error: TypeError: decode() argument 'errors' must be str, not int
