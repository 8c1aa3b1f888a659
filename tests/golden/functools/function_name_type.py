# A function's __name__ must be a string.
def f():
    pass
f.__name__ = 'g'
print(f.__name__)
f.__name__ = 3

# expect: g
# expect runtime error: TypeError: __name__ must be set to a string object
