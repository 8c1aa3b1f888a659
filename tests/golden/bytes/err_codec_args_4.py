print('x'.encode(5))
# expect runtime error: TypeError: encode() argument 'encoding' must be str, not int
