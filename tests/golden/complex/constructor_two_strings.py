# A string first argument takes no second one.
print(complex("1", ))
print(complex("1", 2))
# expect: (1+0j)
# expect runtime error: TypeError: complex() can't take second arg if first is a string
