print(b'a'.append(1))
# expect runtime error: AttributeError: 'bytes' object has no attribute 'append'
