print(bytearray(b'a').pop(5))
# expect runtime error: IndexError: pop index out of range
