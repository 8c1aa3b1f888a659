# reduce of an empty iterable needs an initial value.
import functools
print(functools.reduce(lambda a, b: a + b, [], 0))
functools.reduce(lambda a, b: a + b, [])

# expect: 0
# expect runtime error: TypeError: reduce() of empty iterable with no initial value
