# A second `global x` after x was read: CPython reports it at that statement.
def f():
    global x
    print(x)
    global y, x
    print(x)
    global x
# expect error: SyntaxError: name 'x' is used prior to global declaration
