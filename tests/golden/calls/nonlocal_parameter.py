def f():
    x = 1
    def g(x):
        nonlocal x
    g(2)
# expect error: nonlocal_parameter.py:4:9: error: name 'x' is parameter and nonlocal
