# dir() takes at most one argument.
print(len(dir()) > 0)
dir(1, 2)

# expect: True
# expect runtime error: TypeError: dir expected at most 1 argument, got 2
