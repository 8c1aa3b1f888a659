# chr() of a big int overflows C's int.
print(chr(65))
print(chr(2 ** 100))
# expect: A
# expect runtime error: OverflowError: Python int too large to convert to C int
