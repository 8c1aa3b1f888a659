print(b'a' * 1.5)
# expect runtime error: TypeError: can't multiply sequence by non-int of type 'float'
