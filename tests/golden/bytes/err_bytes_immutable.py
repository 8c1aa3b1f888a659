x = b'a'
x[0] = 1
# expect runtime error: TypeError: 'bytes' object does not support item assignment
