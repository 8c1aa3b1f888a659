# vars() with no argument is locals(): the module's namespace at top level, a function's
# locals inside one; more than one argument is refused with CPython's message.
x = 5
print(sorted(k for k in vars() if not k.startswith("__")), vars()["x"])
# expect: ['x'] 5


def f(a, b=2):
    c = a + b
    return vars()


print(f(1))
# expect: {'a': 1, 'b': 2, 'c': 3}
try:
    vars(1, 2)
except TypeError as e:
    print(e)
# expect: vars expected at most 1 argument, got 2
