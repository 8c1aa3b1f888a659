# callable() and format() with default spec.
print(callable(len), callable(print), callable(3), callable("s"), callable(lambda: 1), callable(int))
print(format(3), format(2.5), format("s"), format([1, 2]), format(None))

# expect: True True False False True True
# expect: 3 2.5 s [1, 2] None
