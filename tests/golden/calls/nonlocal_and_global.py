def f():
    x = 1
    def g():
        global x
        nonlocal x
    g()
# expect error: nonlocal_and_global.py:4:9: error: name 'x' is nonlocal and global
