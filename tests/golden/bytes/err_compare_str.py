print(b'a' < 'a')
# expect runtime error: TypeError: '<' not supported between instances of 'bytes' and 'str'
