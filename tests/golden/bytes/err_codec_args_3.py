print(b'x'.decode(None))
# expect runtime error: TypeError: decode() argument 'encoding' must be str, not None
