# str + int is a TypeError with Python's message.
print("n = " + str(3))
print("n = " + 3)

# expect: n = 3
# expect runtime error: TypeError: can only concatenate str (not "int") to str
