# Unwinding frees what it unwinds: min() whose key raises part-way releases the iterator,
# the best item so far and its key (`make asan` checks with leak detection on).
print(min([[3], [1], [2]], key=lambda x: x[0]))
print(min([[3], [1], [2]], key=lambda x: x[0] if x[0] != 2 else x + "a"))
# expect: [1]
# expect runtime error: TypeError: can only concatenate list (not "str") to list
