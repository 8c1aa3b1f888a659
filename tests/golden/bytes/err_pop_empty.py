print(bytearray().pop())
# expect runtime error: IndexError: pop from empty bytearray
