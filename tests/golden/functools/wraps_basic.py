# wraps copies the wrapped function's name, qualified name and docstring, and sets __wrapped__.
from functools import wraps
def logged(fn):
    @wraps(fn)
    def wrapper(*args):
        "the wrapper's own doc"
        print('calling', fn.__name__, args)
        return fn(*args)
    return wrapper
@logged
def add(a, b):
    "Add two numbers."
    return a + b
print(add(2, 3))
print(add.__name__, add.__qualname__, add.__doc__, add.__wrapped__.__name__, add.__wrapped__(1, 1))
print(repr(add).startswith('<function add at '))

# expect: calling add (2, 3)
# expect: 5
# expect: add add Add two numbers. add 2
# expect: True
