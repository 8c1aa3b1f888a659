def f():
    x = 1
    global x
    return x
# expect error: SyntaxError: name 'x' is assigned to before global declaration
