# An assignment expression's target is the function's variable from the start: a lambda made
# before the binding, or in its value, finds it (recursive lambdas), and a use before it is an
# UnboundLocalError. Match captures bind the same way.
def g():
    (f := lambda n: 0 if n == 0 else 1 + f(n - 1))
    return f(3)
print(g())
h = lambda: (f := lambda n: 0 if n == 0 else 1 + f(n - 1))(4)
print(h())
def later():
    show = lambda: x
    (x := "bound after")
    return show()
print(later())
def unbound():
    try:
        print(y)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    if (y := 3):
        return y
print(unbound())
def comp():
    get = lambda: last
    [last := v for v in range(4)]
    return get()
print(comp())
def matcher(p):
    match p:
        case (a, b):
            return (lambda: a + b)()
print(matcher((2, 5)))
# expect: 3
# expect: 4
# expect: bound after
# expect: UnboundLocalError: cannot access local variable 'y' where it is not associated with a value
# expect: 3
# expect: 3
# expect: 7
