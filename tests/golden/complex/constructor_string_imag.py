# The second argument cannot be a string.
print(complex(1, 2))
print(complex(1, "2"))
# expect: (1+2j)
# expect runtime error: TypeError: complex() second arg can't be a string
