print(b'a' + 'x')
# expect runtime error: TypeError: can't concat str to bytes
