# star list display
x = [1, *3]
# expect runtime error: TypeError: Value after * must be an iterable, not int
