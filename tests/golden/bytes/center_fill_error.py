b'a'.center(5, 'x')
# expect runtime error: TypeError: center() argument 2 must be a byte string of length 1, not str
