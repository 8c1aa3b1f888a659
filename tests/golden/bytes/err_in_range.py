print(300 in b'abc')
# expect runtime error: ValueError: byte must be in range(0, 256)
