# float() from ints, strings incl. inf/nan.
print(float(3), float("2.5"), float(" -1e3 "), float("inf"), float("-Infinity"), float("nan"), float(True), float())
print(float("1_000.5"), float(".5"), float("5."), float("1e400"))

# expect: 3.0 2.5 -1000.0 inf -inf nan 1.0 0.0
# expect: 1000.5 0.5 5.0 inf
