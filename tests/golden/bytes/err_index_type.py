print(b'abc'['x'])
# expect runtime error: TypeError: byte indices must be integers or slices, not str
