# a class without __init__ takes no arguments
class E:
    pass


E()
E(1)
# expect runtime error: TypeError: E() takes no arguments
