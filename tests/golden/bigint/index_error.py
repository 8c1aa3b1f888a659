# A big int as a list index cannot fit: IndexError, as CPython says.
xs = [1, 2, 3]
print(xs[2 ** 64 - 2 ** 64 + 1])
print(xs[2 ** 100])
# expect: 2
# expect runtime error: IndexError: cannot fit 'int' into an index-sized integer
