def f():
    x = 1
    def g():
        print(x)
        nonlocal x
    g()
# expect error: nonlocal_used_prior.py:5:9: error: name 'x' is used prior to nonlocal declaration
