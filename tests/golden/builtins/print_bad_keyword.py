# print() rejects unknown keyword arguments.
print("ok", end="\n")
print("x", color="red")

# expect: ok
# expect runtime error: TypeError: 'color' is an invalid keyword argument for print()
