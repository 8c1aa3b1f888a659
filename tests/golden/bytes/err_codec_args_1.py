print(str('x', 'utf-8'))
# expect runtime error: TypeError: decoding str is not supported
