def f():
    x = 1
    def g(x):
        nonlocal x
    g(2)
# expect error: SyntaxError: name 'x' is parameter and nonlocal
