# assertions that hold do nothing
assert True
assert 1 + 1 == 2, "math"
x = [1]
assert x, "non-empty"
print("done")
# expect: done
