print(bytes('x', None))
# expect runtime error: TypeError: bytes() argument 'encoding' must be str, not None
