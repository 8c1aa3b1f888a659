# update_wrapper needs both functions.
import functools
functools.update_wrapper()

# expect runtime error: TypeError: update_wrapper() missing 2 required positional arguments: 'wrapper' and 'wrapped'
