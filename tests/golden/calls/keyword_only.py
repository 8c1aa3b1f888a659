# Keyword-only parameters, after *args or a bare *, with and without defaults
def f(a, *, key, flag=False):
    return a, key, flag

print(f(1, key=2), f(1, flag=True, key="k"), f(a=0, key=None))

def g(*items, sep=", ", end="."):
    return sep.join(str(i) for i in items) + end

print(g(1, 2, 3), g("a", "b", sep="-"), g(end="!"))

def h(a, b=2, *args, c, d=4):
    return a, b, args, c, d

print(h(1, c=3), h(1, 5, 6, 7, c=8, d=9))
k = lambda *, x=1, y: x + y
print(k(y=2), k(x=10, y=1))

def defaults_once(*, acc=[]):
    acc.append(len(acc))
    return acc
defaults_once()
print(defaults_once())
# expect: (1, 2, False) (1, 'k', True) (0, None, False)
# expect: 1, 2, 3. a-b. !
# expect: (1, 2, (), 3, 4) (1, 5, (6, 7), 8, 9)
# expect: 3 11
# expect: [0, 1]
