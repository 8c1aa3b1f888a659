# A name read in a function before its `global` statement: CPython's SyntaxError at that
# statement (and a store such as `a[i] = 1` reads only a and i)
x = 1


def f(a):
    a[0] = 2
    print(x)
    global x
    x = 2
# expect error: SyntaxError: name 'x' is used prior to global declaration
