# len() with no argument.
print(len("abc"))
print(len())

# expect: 3
# expect runtime error: TypeError: len() takes exactly one argument (0 given)
