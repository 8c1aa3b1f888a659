print(hash(bytearray(b'a')))
# expect runtime error: TypeError: unhashable type: 'bytearray'
