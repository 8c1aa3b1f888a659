print(bytes(1.5))
# expect runtime error: TypeError: cannot convert 'float' object to bytes
