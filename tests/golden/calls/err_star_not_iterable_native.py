# star not iterable native
print(*None)
# expect runtime error: TypeError: print() argument after * must be an iterable, not NoneType
