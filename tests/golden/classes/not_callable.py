# calling an instance without __call__
class E:
    pass


e = E()
e()
# expect runtime error: TypeError: 'E' object is not callable
