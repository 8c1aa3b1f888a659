# a nonlocal variable read before the enclosing function assigns it
def f():
    def g():
        nonlocal x
        return x
    print(g())
    x = 1
f()
# expect runtime error: NameError: cannot access free variable 'x' where it is not associated with a value in enclosing scope
