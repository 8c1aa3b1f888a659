# The 'c' presentation of a big int overflows C's long.
print(f"{65:c}")
print(f"{2 ** 100:c}")
# expect: A
# expect runtime error: OverflowError: Python int too large to convert to C long
