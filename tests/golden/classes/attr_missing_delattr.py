# deleting an attribute that is not there
class P:
    pass


p = P()
p.a = 1
del p.a
delattr(p, "a")
# expect runtime error: AttributeError: 'P' object has no attribute 'a'
