print(bytes(3, 'utf-8'))
# expect runtime error: TypeError: encoding without a string argument
