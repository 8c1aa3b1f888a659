def f():
    x = 1
    def g():
        print(x)
        nonlocal x
    g()
# expect error: SyntaxError: name 'x' is used prior to nonlocal declaration
