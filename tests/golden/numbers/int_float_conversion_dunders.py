# int and float answer their conversion special methods by name (__index__, __int__,
# __float__, __round__, __trunc__, __floor__, __ceil__), as CPython's slots do.
x = 7
print(x.__index__(), x.__int__(), x.__float__(), x.__round__(), x.__trunc__(), x.__floor__(), x.__ceil__())
b = 2**70
print(b.__index__(), b.__float__(), b.__round__(-20))
f = -2.5
print(f.__int__(), f.__float__(), f.__round__(), f.__round__(1), f.__trunc__(), f.__floor__(), f.__ceil__())
print(True.__index__(), hasattr(f, "__index__"), hasattr(1j, "__int__"), hasattr(1j, "__floor__"))
try:
    f.__index__()
except AttributeError as e:
    print(e)
try:
    x.__round__(1, 2)
except TypeError as e:
    print(e)
try:
    float("inf").__floor__()
except OverflowError as e:
    print(e)
# expect: 7 7 7.0 7 7 7 7
# expect: 1180591620717411303424 1.1805916207174113e+21 1200000000000000000000
# expect: -2 -2.5 -2 -2.5 -2 -3 -2
# expect: 1 False False False
# expect: 'float' object has no attribute '__index__'
# expect: __round__ expected at most 1 argument, got 2
# expect: cannot convert float infinity to integer
