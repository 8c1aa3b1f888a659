print(bytes(-1))
# expect runtime error: ValueError: negative count
