x = 0
def f():
    def g():
        nonlocal x
        x = 1
    g()
# expect error: SyntaxError: no binding for nonlocal 'x' found
