def f():
    nonlocal x
    x = 1
# expect error: SyntaxError: no binding for nonlocal 'x' found
