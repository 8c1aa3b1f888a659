# golden-module: has a syntax error on line 3
x = 1
def f(:
    pass
