def f():
    x = 1
    def g():
        nonlocal x
        global x
    g()
# expect error: SyntaxError: name 'x' is nonlocal and global
