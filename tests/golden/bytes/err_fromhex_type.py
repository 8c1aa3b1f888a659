print(bytes.fromhex(b'41'))
# expect runtime error: TypeError: fromhex() argument must be str, not bytes
