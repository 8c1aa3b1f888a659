# next() on an exhausted iterator raises StopIteration.
it = iter([1])
print(next(it))
print(next(it))

# expect: 1
# expect runtime error: StopIteration
