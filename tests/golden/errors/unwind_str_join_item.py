# Unwinding frees what it unwinds: str.join() of a list with a non-str item releases the
# iterator, the buffer and the item (`make asan` checks with leak detection on).
print(", ".join(["a", "b"]))
print(", ".join(["a", "b", [3]]))
# expect: a, b
# expect runtime error: TypeError: sequence item 2: expected str instance, list found
