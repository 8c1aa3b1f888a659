def f():
    x = 1
    def g():
        x = 2
        nonlocal x
    g()
# expect error: nonlocal_assigned_prior.py:5:9: error: name 'x' is assigned to before nonlocal declaration
