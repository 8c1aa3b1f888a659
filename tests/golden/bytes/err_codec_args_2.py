print(str(5, 'utf-8'))
# expect runtime error: TypeError: decoding to str: need a bytes-like object, int found
