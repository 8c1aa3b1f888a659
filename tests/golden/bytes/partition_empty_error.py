b'a'.partition(b'')
# expect runtime error: ValueError: empty separator
