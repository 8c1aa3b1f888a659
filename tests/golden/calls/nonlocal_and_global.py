def f():
    x = 1
    def g():
        global x
        nonlocal x
    g()
# expect error: SyntaxError: name 'x' is nonlocal and global
