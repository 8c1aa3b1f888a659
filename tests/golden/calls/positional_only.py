# Positional-only parameters (before '/')
def f(a, b, /, c, d=4):
    return a, b, c, d

print(f(1, 2, 3), f(1, 2, c=3), f(1, 2, 3, d=5))

def g(a, /, *, b):
    return a + b
print(g(1, b=2))

def name_clash(a, /, *args, a_=0):
    return a, args
print(name_clash(1, 2, 3))
print((lambda a, /, b=2: (a, b))(1), (lambda a, /, b=2: (a, b))(1, b=3))
# expect: (1, 2, 3, 4) (1, 2, 3, 4) (1, 2, 3, 5)
# expect: 3
# expect: (1, (2, 3))
# expect: (1, 2) (1, 3)
