def f():
    x = 1
    def g():
        nonlocal x
        global x
    g()
# expect error: nonlocal_then_global.py:4:9: error: name 'x' is nonlocal and global
