def f(**k, a):
    pass
# expect error: SyntaxError: arguments cannot follow var-keyword argument
