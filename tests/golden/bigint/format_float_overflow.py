# Float presentations convert the int first.
print(f"{10 ** 300:.3e}")
print(f"{10 ** 400:e}")
# expect: 1.000e+300
# expect runtime error: OverflowError: int too large to convert to float
