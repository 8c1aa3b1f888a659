# A call's starred argument is a whole expression (f(*a or b), f(*x if c else y)), unlike a
# starred item of a display, which takes an operand only.
def f(*a, **k):
    return a, k
xs = []
print(f(*xs or [0]), f(*[1, 2][1:] or [9]), f(1, *(3, 4) if True else (), x=2), f(*xs and [5]), f(*not xs and [7] or []))
print(*xs or ["none"])
print(f(*(lambda: [1])()), f(*range(3) if xs else "ab"))
try:
    print(f(*lambda: 1))
except TypeError as e:
    print(e)
# expect: ((0,), {}) ((2,), {}) ((1, 3, 4), {'x': 2}) ((), {}) ((7,), {})
# expect: none
# expect: ((1,), {}) (('a', 'b'), {})
# expect: __main__.f() argument after * must be an iterable, not function
