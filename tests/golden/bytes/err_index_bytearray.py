print(bytearray(b'abc')[-4])
# expect runtime error: IndexError: bytearray index out of range
