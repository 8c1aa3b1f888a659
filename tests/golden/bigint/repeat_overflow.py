# Repeating a sequence a big number of times cannot fit.
print("ab" * 2)
print("ab" * 2 ** 100)
# expect: abab
# expect runtime error: OverflowError: cannot fit 'int' into an index-sized integer
