print('x' + b'a')
# expect runtime error: TypeError: can only concatenate str (not "bytes") to str
