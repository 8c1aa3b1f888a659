# list() sizes its result by the length hint: 10**12 items fail at once, as in CPython
print(len(list(range(10))), len(tuple(reversed(range(5)))), sorted(range(3, 0, -1)))
x = list(reversed(range(10**12)))
# expect: 10 5 [1, 2, 3]
# expect runtime error: MemoryError
