# vars() of a value without attributes.
print(vars(5))
# expect runtime error: TypeError: vars() argument must have __dict__ attribute
