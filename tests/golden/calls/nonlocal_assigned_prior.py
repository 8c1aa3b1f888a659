def f():
    x = 1
    def g():
        x = 2
        nonlocal x
    g()
# expect error: SyntaxError: name 'x' is assigned to before nonlocal declaration
