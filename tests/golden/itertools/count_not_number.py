# count() refuses a start that is not a number.
import itertools
print(next(itertools.count(1)))
itertools.count('a')

# expect: 1
# expect runtime error: TypeError: a number is required
