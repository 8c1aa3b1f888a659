print(b'abc'[5])
# expect runtime error: IndexError: index out of range
