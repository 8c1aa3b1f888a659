print(b'a'.split(b''))
# expect runtime error: ValueError: empty separator
