# float_fromhex_type: the error CPython raises.
print(float.fromhex(5))

# expect runtime error: TypeError: bad argument type for built-in operation
