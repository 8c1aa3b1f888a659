def f(/, a):
    pass
# expect error: SyntaxError: at least one argument must precede /
