# the attribute is looked up before the arguments are evaluated, as in CPython
def boom():
    print("arguments evaluated")
    return 1
d = {}
d.nope(boom())
# expect runtime error: AttributeError: 'dict' object has no attribute 'nope'
