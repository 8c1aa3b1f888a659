# del of a nonlocal name unbinds the enclosing variable
def f():
    x = 1
    def g():
        nonlocal x
        del x
    g()
    return x
print(f())
# expect runtime error: UnboundLocalError: cannot access local variable 'x' where it is not associated with a value
