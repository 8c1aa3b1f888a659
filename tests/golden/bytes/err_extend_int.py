print(bytearray(b'a').extend(5))
# expect runtime error: TypeError: can't extend bytearray with int
