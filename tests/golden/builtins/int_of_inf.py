# int() of infinity.
print(int(1e18))
print(int(float("inf")))

# expect: 1000000000000000000
# expect runtime error: OverflowError: cannot convert float infinity to integer
